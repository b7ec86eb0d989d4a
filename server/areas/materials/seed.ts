/**
 * Demo materials of the teacher 13800000000 (DESIGN.md: materials of every kind in several categories),
 * made in code: PNG pictures, WAV tones, PDF documents and, when ffmpeg is there, two test-pattern videos.
 * They go through the same path as uploads (staged file, row with quota check) and the same processing, so
 * durations and posters are real. A failing item is logged and skipped.
 */
import fs from 'node:fs/promises';
import type { MaterialKind } from '@shared/materials/types.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import type { UserRow } from '@server/areas/account/schema.ts';
import { sniffMime } from '@server/media/sniff.ts';
import { SECONDS_PER_DAY } from '@server/db/time.ts';
import { seconds } from '@server/db/context.ts';
import type { Db } from '@server/db/database.ts';
import type { Services } from '@server/services.ts';
import { stripedPng, type Rgb } from '@server/seed/media/png.ts';
import { simplePdf } from '@server/seed/media/pdf.ts';
import { testPatternMp4 } from '@server/seed/media/video.ts';
import { toneWav } from '@server/seed/media/wav.ts';
import { DEFAULT_CATEGORY } from './categories.ts';

type DemoItem = {
  kind: MaterialKind;
  category: string;
  fileName: string;
  daysAgo: number;
  /** pictures */
  dimensions?: { width: number; height: number };
  /** writes the file; false: skip the item */
  write(path: string): Promise<boolean>;
};

const DEFAULT = DEFAULT_CATEGORY;
/** the demo teacher's planet uses this picture as its background (seed/index.ts) */
export const DEMO_PLANET_BACKGROUND = '星球背景.png';
const COVERS = '课程封面';
const MEDIA = '课程音视频';
const DEMO_CATEGORIES = [DEFAULT, COVERS, MEDIA];

const WHITE: Rgb = [255, 255, 255];

function picture(fileName: string, category: string, daysAgo: number, w: number, h: number, a: Rgb, b: Rgb = WHITE): DemoItem {
  return {
    kind: 'picture',
    category,
    fileName,
    daysAgo,
    dimensions: { width: w, height: h },
    write: (p) => fs.writeFile(p, stripedPng(w, h, a, b)).then(() => true),
  };
}

function demoItems(ffmpeg: string | null): DemoItem[] {
  return [
    picture('写作课封面.png', COVERS, 1, 640, 360, [37, 99, 235]),
    picture('故事结构海报.png', COVERS, 2, 400, 600, [234, 88, 12]),
    picture('讲师头像.png', DEFAULT, 9, 256, 256, [22, 163, 74]),
    picture('直播预告横幅.png', COVERS, 3, 960, 300, [124, 58, 237]),
    picture('专栏配图-1.png', COVERS, 5, 480, 320, [13, 148, 136]),
    picture('专栏配图-2.png', COVERS, 5, 480, 320, [220, 38, 38]),
    picture('二维码底图.png', DEFAULT, 12, 300, 300, [100, 116, 139], [226, 232, 240]),
    picture(DEMO_PLANET_BACKGROUND, DEFAULT, 20, 800, 450, [30, 58, 138], [96, 165, 250]),
    ...(
      [
        ['第1讲 开场白.wav', 3, 440, 4],
        ['第2讲 如何选题.wav', 4, 523, 3],
        ['晨读练习.wav', 2, 660, 1],
      ] as const
    ).map(([fileName, length, tone, daysAgo]): DemoItem => ({
      kind: 'audio',
      category: MEDIA,
      fileName,
      daysAgo,
      write: (p) => fs.writeFile(p, toneWav(length, tone)).then(() => true),
    })),
    ...(['第1课 写作入门.mp4', '第2课 故事结构.mp4'] as const).map((fileName, i): DemoItem => ({
      kind: 'video',
      category: MEDIA,
      fileName,
      daysAgo: 2 - i,
      write: (p) => testPatternMp4(ffmpeg, p),
    })),
    ...(
      [
        ['写作课讲义.pdf', ['Writing 101', 'Lesson notes', 'Lectern demo document']],
        ['课程大纲.pdf', ['Course outline', '1. Finding a topic', '2. Story structure', '3. Revision']],
        ['作业模板.pdf', ['Homework template', 'Name:', 'Date:']],
      ] as const
    ).map(([fileName, lines], i): DemoItem => ({
      kind: 'document',
      category: DEFAULT,
      fileName,
      daysAgo: 6 + i * 4,
      write: (p) => fs.writeFile(p, simplePdf([...lines])).then(() => true),
    })),
  ];
}

class Skip extends Error {}

async function seedItem(services: Services, owner: UserRow, item: DemoItem, categoryIds: Map<string, number>): Promise<void> {
  const { files, write, processing } = services.materials;
  const suffix = item.fileName.slice(item.fileName.lastIndexOf('.') + 1);
  const staged = await files.stageWith(owner.id, suffix, async (path) => {
    if (!(await item.write(path))) throw new Skip();
  });
  const mime = await sniffMime(item.kind, suffix, staged.path);
  if (!mime) {
    await staged.discard();
    throw new Error(`demo file ${item.fileName} is not a valid ${item.kind}`);
  }
  const media = item.kind === 'audio' || item.kind === 'video';
  const row = await write.add(
    owner,
    staged,
    {
      kind: item.kind,
      categoryId: categoryIds.get(item.category),
      title: item.fileName.slice(0, item.fileName.lastIndexOf('.')),
      file_name: item.fileName,
      file_suffix: suffix,
      mime,
      width: item.dimensions?.width ?? null,
      height: item.dimensions?.height ?? null,
      video_id: media ? `demo${owner.id}v${staged.storedName.slice(0, 12)}` : null,
      status: media ? PROCESSING_STATUS.processing : PROCESSING_STATUS.processed,
      poster_name: null,
    },
    { createdAt: seconds(services.ctx.now) - item.daysAgo * SECONDS_PER_DAY - 3600 },
  );
  if (media) await processing.run(row);
}

export async function seedMaterials(services: Services, owner: UserRow): Promise<number> {
  const { categories, settings } = services.materials;
  const categoryIds = new Map<string, number>();
  for (const name of DEMO_CATEGORIES) categoryIds.set(name, await (name === DEFAULT ? categories.ensureDefault(owner.id) : categories.ensureNamed(owner.id, name)));
  let seeded = 0;
  for (const item of demoItems(settings.tools.ffmpeg)) {
    try {
      await seedItem(services, owner, item, categoryIds);
      seeded += 1;
    } catch (error) {
      if (!(error instanceof Skip)) services.ctx.log.info(`[seed] demo material ${item.fileName} skipped: ${String(error)}`);
    }
  }
  return seeded;
}

/** The id of a demo material of the owner by its file name, once the demo files are in the library. */
export async function demoMaterialId(db: Db, ownerId: number, kind: MaterialKind, fileName: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('materials')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .where('file_name', '=', fileName)
    .executeTakeFirst();
  return row?.id;
}
