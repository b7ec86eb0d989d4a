import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { parseBuffer } from 'music-metadata';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { simplePdf } from './pdf.ts';
import { crc32, encodePng, pngHeader, stripedPng } from './png.ts';
import { toneWav } from './wav.ts';

describe('generated media files', () => {
  it('encodes a real PNG', async () => {
    const file = stripedPng(64, 48, [255, 0, 0], [0, 0, 255]);
    expect(await fileTypeFromBuffer(file)).toMatchObject({ ext: 'png' });
    expect(imageSize(file)).toMatchObject({ width: 64, height: 48, type: 'png' });
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    // the pixels are where they should be: row 0, pixel 1 of a 2×1 image
    const tiny = encodePng(2, 1, (x) => (x === 0 ? [1, 2, 3] : [4, 5, 6]));
    const idat = tiny.indexOf('IDAT');
    const length = tiny.readUInt32BE(idat - 4);
    expect([...inflateSync(tiny.subarray(idat + 4, idat + 4 + length))]).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('writes a header that claims any size', () => {
    expect(imageSize(pngHeader(20_000, 20_000))).toMatchObject({ width: 20_000, height: 20_000 });
  });

  it('writes a WAV of the asked length', async () => {
    const file = toneWav(1.25);
    expect(await fileTypeFromBuffer(file)).toMatchObject({ ext: 'wav' });
    const { format } = await parseBuffer(file, { mimeType: 'audio/wav' });
    expect(format.duration).toBeCloseTo(1.25, 2);
  });

  it('writes a PDF with a correct cross-reference table', async () => {
    const file = simplePdf(['Hello (world)', 'Line two']);
    expect(await fileTypeFromBuffer(file)).toMatchObject({ ext: 'pdf' });
    const text = file.toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(text).toContain('(Hello \\(world\\)) Tj');
  });
});
