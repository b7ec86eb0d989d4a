/**
 * The poster frame of a video: one JPEG at 1 s (or the first frame of a shorter video), made by ffmpeg.
 */
import fs from 'node:fs/promises';
import { run } from './run.ts';

async function grab(ffmpeg: string, input: string, output: string, at: number): Promise<boolean> {
  const seek = at > 0 ? ['-ss', String(at)] : [];
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', ...seek, '-i', input];
  args.push('-frames:v', '1', '-an', '-c:v', 'mjpeg', '-q:v', '4', '-f', 'mjpeg', '-y', output);
  const result = await run(ffmpeg, args);
  if (result.code !== 0) return false;
  const stat = await fs.stat(output).catch(() => undefined);
  return stat !== undefined && stat.size > 0;
}

/** Writes the poster to `output`; false when the video has no frame ffmpeg can decode. */
export async function makePoster(ffmpeg: string, input: string, output: string, duration: number): Promise<boolean> {
  if (duration > 1 && (await grab(ffmpeg, input, output, 1))) return true;
  return grab(ffmpeg, input, output, 0);
}
