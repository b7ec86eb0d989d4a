/** Draws a course's poster or playbill (shared/courses/poster-layout.ts) on a canvas, for the preview and the PNG. */
import { COVER_HEIGHT, PLAYBILL_LINE, playbillHeight, POSTER_HEIGHT, POSTER_PADDING as PAD, POSTER_WIDTH as WIDTH, QR_SIZE, wrapLines, type PosterContent, type PosterKind, type PosterTexts } from '@shared/courses/poster-layout.ts';
import { QUIET_ZONE, qrMatrix } from '@widgets/ui/qr-code/qr-matrix.ts';

const FONT = '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif';
const TEXT = '#1f2937';
const MUTED = '#6b7280';
const PRICE = '#e11d48';

async function loadImage(url: string): Promise<HTMLImageElement | null> {
  if (!url) return null;
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return image;
  } catch {
    return null;
  }
}

/** the cover cropped to fill the band, as object-fit: cover */
function drawCover(context: CanvasRenderingContext2D, image: HTMLImageElement | null) {
  if (!image) {
    const gradient = context.createLinearGradient(0, 0, WIDTH, COVER_HEIGHT);
    gradient.addColorStop(0, '#2563eb');
    gradient.addColorStop(1, '#7c3aed');
    context.fillStyle = gradient;
    context.fillRect(0, 0, WIDTH, COVER_HEIGHT);
    return;
  }
  const scale = Math.max(WIDTH / image.naturalWidth, COVER_HEIGHT / image.naturalHeight);
  const w = WIDTH / scale;
  const h = COVER_HEIGHT / scale;
  context.drawImage(image, (image.naturalWidth - w) / 2, (image.naturalHeight - h) / 2, w, h, 0, 0, WIDTH, COVER_HEIGHT);
}

function drawQr(context: CanvasRenderingContext2D, link: string, x: number, y: number) {
  const matrix = qrMatrix(link);
  const cell = Math.floor(QR_SIZE / (matrix.size + 2 * QUIET_ZONE));
  const side = cell * (matrix.size + 2 * QUIET_ZONE);
  context.fillStyle = '#fff';
  context.fillRect(x, y, side, side);
  context.fillStyle = '#000';
  for (let row = 0; row < matrix.size; row += 1) {
    for (let column = 0; column < matrix.size; column += 1) {
      if (matrix.dark(column, row)) context.fillRect(x + (column + QUIET_ZONE) * cell, y + (row + QUIET_ZONE) * cell, cell, cell);
    }
  }
}

function text(context: CanvasRenderingContext2D, value: string, x: number, y: number, size: number, color: string, weight = 'normal') {
  context.font = `${weight} ${size}px ${FONT}`;
  context.fillStyle = color;
  context.fillText(value, x, y);
}

/** Draws the whole image; answers when the cover has been drawn too. */
export async function drawPoster(canvas: HTMLCanvasElement, kind: PosterKind, content: PosterContent, coverUrl: string, texts: PosterTexts): Promise<void> {
  const height = kind === 'poster' ? POSTER_HEIGHT : playbillHeight(content);
  canvas.width = WIDTH;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.textBaseline = 'top';
  context.fillStyle = '#fff';
  context.fillRect(0, 0, WIDTH, height);
  drawCover(context, await loadImage(coverUrl));

  const inner = WIDTH - 2 * PAD;
  let y = COVER_HEIGHT + 40;
  context.font = `bold 40px ${FONT}`;
  for (const line of wrapLines(content.title, inner, (s) => context.measureText(s).width, 2)) {
    text(context, line, PAD, y, 40, TEXT, 'bold');
    y += 56;
  }
  if (content.summary) {
    context.font = `28px ${FONT}`;
    for (const line of wrapLines(content.summary, inner, (s) => context.measureText(s).width, 2)) {
      text(context, line, PAD, y + 4, 28, MUTED);
      y += 42;
    }
  }
  y += 24;
  text(context, content.price, PAD, y, 48, PRICE, 'bold');
  if (content.original) {
    const priceWidth = context.measureText(content.price).width;
    text(context, content.original, PAD + priceWidth + 20, y + 16, 28, MUTED);
    const originalWidth = context.measureText(content.original).width;
    context.fillRect(PAD + priceWidth + 20, y + 31, originalWidth, 2);
  }
  y += 72;
  if (content.teacher || content.lessonCount) text(context, [content.teacher, content.lessonCount].filter(Boolean).join(' · '), PAD, y, 28, TEXT);

  if (kind === 'playbill') {
    y += 72;
    context.fillStyle = '#f3f4f6';
    context.fillRect(PAD, y, inner, 2);
    y += 28;
    text(context, texts.contents, PAD, y, 32, TEXT, 'bold');
    y += 60;
    context.font = `28px ${FONT}`;
    for (const [index, lesson] of content.lessons.entries()) {
      const number = String(index + 1).padStart(2, '0');
      text(context, number, PAD, y, 28, MUTED);
      const tagWidth = lesson.free ? 80 : 0;
      context.font = `28px ${FONT}`;
      const [line = ''] = wrapLines(lesson.title, inner - 64 - tagWidth, (s) => context.measureText(s).width, 1);
      text(context, line, PAD + 64, y, 28, TEXT);
      if (lesson.free) {
        context.font = `22px ${FONT}`;
        const tag = context.measureText(texts.preview).width + 16;
        context.strokeStyle = PRICE;
        context.strokeRect(WIDTH - PAD - tag, y, tag, 32);
        text(context, texts.preview, WIDTH - PAD - tag + 8, y + 4, 22, PRICE);
      }
      y += PLAYBILL_LINE;
    }
    if (content.moreLessons > 0) text(context, texts.more(content.moreLessons), PAD + 64, y, 28, MUTED);
  }

  const qrY = height - PAD - QR_SIZE;
  drawQr(context, content.link, WIDTH - PAD - QR_SIZE, qrY);
  text(context, texts.scan, PAD, qrY + QR_SIZE / 2 - 18, 30, TEXT);
}
