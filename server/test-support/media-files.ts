/**
 * Real small media files for tests, made in code (PNG, WAV, PDF) or by ffmpeg when it is installed (JPEG,
 * MP3, MP4). The ffmpeg ones answer undefined without ffmpeg, and the tests that need them are skipped.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findOnPath } from '@server/media/tools.ts';
import { simplePdf } from '@server/seed/media/pdf.ts';
import { pngHeader, stripedPng } from '@server/seed/media/png.ts';
import { testPatternJpeg, testPatternMp4, toneFile } from '@server/seed/media/video.ts';
import { toneWav } from '@server/seed/media/wav.ts';

export const FFMPEG = findOnPath('ffmpeg');
export const FFPROBE = findOnPath('ffprobe');

export const png = (width = 40, height = 30): Buffer => stripedPng(width, height, [200, 30, 30], [255, 255, 255], 4);
/** a PNG whose header claims 20000×20000 pixels, with no image data */
export const hugePngHeader = (): Buffer => pngHeader(20_000, 20_000);
export const wav = (seconds = 1.5): Buffer => toneWav(seconds);
export const pdf = (): Buffer => simplePdf(['Lectern test document']);

async function viaFfmpeg(name: string, make: (file: string) => Promise<boolean>): Promise<Buffer | undefined> {
  if (!FFMPEG) return undefined;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-media-'));
  try {
    const file = path.join(dir, name);
    return (await make(file)) ? await fs.readFile(file) : undefined;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export const jpeg = () => viaFfmpeg('a.jpg', (f) => testPatternJpeg(FFMPEG, f));
export const mp3 = (seconds = 2) => viaFfmpeg('a.mp3', (f) => toneFile(FFMPEG, f, seconds));
export const wma = (seconds = 2) => viaFfmpeg('a.wma', (f) => toneFile(FFMPEG, f, seconds));
export const mp4 = (seconds = 3) => viaFfmpeg('a.mp4', (f) => testPatternMp4(FFMPEG, f, seconds));

/** Every file under a directory, relative, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}
