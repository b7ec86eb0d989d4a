/**
 * The suite's files: real media the server's content sniffing and processing accept, big enough (a few MB for
 * the resumable uploads) that a kill lands in the middle of one, and distinct, so each has its own checksum.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FFMPEG, pdf, png } from '@server/test-support/media-files.ts';
import { stripedPng } from '@server/seed/media/png.ts';
import { testPatternMp4 } from '@server/seed/media/video.ts';
import { toneWav } from '@server/seed/media/wav.ts';
import type { MultipartJob } from './multipart-upload.ts';
import type { TusJob } from './tus-upload.ts';

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** A test-card MP4 of about 1 MB, or undefined without ffmpeg. */
async function bigMp4(): Promise<Buffer | undefined> {
  if (!FFMPEG) return undefined;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-fault-'));
  try {
    const file = path.join(dir, 'card.mp4');
    return (await testPatternMp4(FFMPEG, file, 20, '640x480')) ? await fs.readFile(file) : undefined;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The resumable uploads: two WAV lectures (about 2 and 3 MB) and, with ffmpeg, a video. Names begin with `prefix`. */
export async function tusJobs(prefix: string): Promise<TusJob[]> {
  const jobs: TusJob[] = [
    { kind: 'audio', fileName: `${prefix}-lecture-a.wav`, bytes: toneWav(96, 440) },
    { kind: 'audio', fileName: `${prefix}-lecture-b.wav`, bytes: toneWav(64, 523) },
  ];
  const video = await bigMp4();
  if (video) jobs.push({ kind: 'video', fileName: `${prefix}-lesson.mp4`, bytes: video });
  return jobs;
}

/** The plain uploads: two pictures and a document. */
export function multipartJobs(prefix: string): MultipartJob[] {
  return [
    { kind: 'picture', fileName: `${prefix}-board.png`, type: 'image/png', bytes: stripedPng(1200, 900, [20, 90, 200], [250, 250, 250], 6) },
    { kind: 'document', fileName: `${prefix}-notes.pdf`, type: 'application/pdf', bytes: pdf() },
    { kind: 'picture', fileName: `${prefix}-slide.png`, type: 'image/png', bytes: png(640, 480) },
  ];
}
