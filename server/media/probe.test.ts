import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FFMPEG, FFPROBE, mp4, wav } from '@server/test-support/media-files.ts';
import { mp4Duration } from './mp4-duration.ts';
import { BROKEN_FILE, probe } from './probe.ts';
import { sniffMime } from './sniff.ts';

describe('media facts', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-probe-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const write = async (name: string, bytes: Uint8Array) => {
    const file = path.join(dir, name);
    await fs.writeFile(file, bytes);
    return file;
  };

  it('reads a WAV with and without ffprobe', async () => {
    const file = await write('a.wav', wav(1.5));
    expect(await probe({ ffmpeg: null, ffprobe: null }, file, 'wav')).toEqual({ duration: 1.5, hasVideo: true, hasAudio: true });
    if (FFPROBE) expect(await probe({ ffmpeg: null, ffprobe: FFPROBE }, file, 'wav')).toEqual({ duration: 1.5, hasVideo: false, hasAudio: true });
  });

  it.skipIf(!FFMPEG)('reads the movie header of an MP4', async () => {
    const file = await write('v.mp4', (await mp4(2))!);
    expect(await mp4Duration(file)).toBeCloseTo(2, 1);
    expect(await mp4Duration(await write('x.mp4', Buffer.from('nothing here')))).toBeUndefined();
  });

  it('raises a readable error for an unreadable file', async () => {
    const file = await write('b.wav', Buffer.from('RIFF....WAVEnonsense'));
    const tools = { ffmpeg: null, ffprobe: FFPROBE };
    await expect(probe(tools, file, 'wav')).rejects.toThrow(BROKEN_FILE);
  });

  it('tells the served type from the magic bytes, by family', async () => {
    const file = await write('a.wav', wav(0.1));
    expect(await sniffMime('audio', 'wav', file)).toBe('audio/wav');
    expect(await sniffMime('audio', 'mp3', file)).toBe('audio/wav');
    expect(await sniffMime('video', 'mp4', file)).toBeUndefined();
    expect(await sniffMime('picture', 'png', file)).toBeUndefined();
  });
});
