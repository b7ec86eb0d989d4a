/**
 * Test-pattern media made by ffmpeg (lavfi sources, no input files): demo videos and test files.
 * Each returns false when ffmpeg is missing or fails.
 */
import { run } from '@server/media/run.ts';

/** An H.264 MP4 (MPEG-4 Part 2 when libx264 is missing), fast-start, `seconds` long. */
export async function testPatternMp4(ffmpeg: string | null, output: string, seconds = 3, size = '320x240'): Promise<boolean> {
  if (!ffmpeg) return false;
  const input = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${size}:rate=10`];
  const tail = ['-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-y', output];
  for (const codec of [['-c:v', 'libx264', '-preset', 'ultrafast'], ['-c:v', 'mpeg4']]) {
    const result = await run(ffmpeg, [...input, ...codec, ...tail]).catch(() => undefined);
    if (result?.code === 0) return true;
  }
  return false;
}

/** Any format ffmpeg writes from a sine tone (mp3, m4a, aac …), chosen by the output's extension. */
export async function toneFile(ffmpeg: string | null, output: string, seconds = 2): Promise<boolean> {
  if (!ffmpeg) return false;
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-y', output];
  const result = await run(ffmpeg, args).catch(() => undefined);
  return result?.code === 0;
}

/** A JPEG test card. */
export async function testPatternJpeg(ffmpeg: string | null, output: string, size = '160x120'): Promise<boolean> {
  if (!ffmpeg) return false;
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=1`, '-frames:v', '1', '-y', output];
  const result = await run(ffmpeg, args).catch(() => undefined);
  return result?.code === 0;
}
