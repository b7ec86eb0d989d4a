import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { QUIET_ZONE, qrMatrix, qrPath } from './qr-matrix.ts';

/** the matrix as RGBA pixels, `scale` pixels a module, with its quiet zone */
function pixels(text: string, scale = 4) {
  const matrix = qrMatrix(text);
  const width = (matrix.size + QUIET_ZONE * 2) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const mx = Math.floor(x / scale) - QUIET_ZONE;
      const my = Math.floor(y / scale) - QUIET_ZONE;
      if (mx >= 0 && my >= 0 && mx < matrix.size && my < matrix.size && matrix.dark(mx, my)) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { data, width };
}

describe('QR matrix', () => {
  it('decodes back to the text it was made from', () => {
    const link = 'https://pay.example.com/wx?order=LC202611270001&amount=9900';
    const { data, width } = pixels(link);
    expect(jsQR(data, width, width)?.data).toBe(link);
  });

  it('draws one square per dark module inside the quiet zone', () => {
    const matrix = qrMatrix('lectern');
    const squares = qrPath(matrix).match(/M/g)?.length ?? 0;
    let dark = 0;
    for (let y = 0; y < matrix.size; y += 1) for (let x = 0; x < matrix.size; x += 1) if (matrix.dark(x, y)) dark += 1;
    expect(squares).toBe(dark);
    expect(qrPath(matrix).startsWith(`M${QUIET_ZONE} ${QUIET_ZONE}`)).toBe(true);
  });
});
