/**
 * The duration of an ISO media file (mp4, mov, m4a, 3gp) from its `moov/mvhd` box, read with a few small
 * positioned reads (the `moov` box may sit at either end). The fallback for video files when ffprobe is
 * missing: music-metadata gives no duration for an MP4 without audio.
 */
import fs from 'node:fs/promises';

type Box = { type: string; start: number; size: number; header: number };

async function readBox(handle: fs.FileHandle, at: number, end: number): Promise<Box | undefined> {
  if (at + 8 > end) return undefined;
  const head = Buffer.alloc(16);
  await handle.read(head, 0, 16, at);
  let size = head.readUInt32BE(0);
  let header = 8;
  if (size === 1) {
    size = Number(head.readBigUInt64BE(8));
    header = 16;
  } else if (size === 0) {
    size = end - at;
  }
  if (size < header || at + size > end) return undefined;
  return { type: head.toString('latin1', 4, 8), start: at, size, header };
}

async function findBox(handle: fs.FileHandle, type: string, from: number, end: number): Promise<Box | undefined> {
  for (let at = from, count = 0; at < end && count < 10_000; count += 1) {
    const box = await readBox(handle, at, end);
    if (!box) return undefined;
    if (box.type === type) return box;
    at += box.size;
  }
  return undefined;
}

/** Seconds, or undefined when the file has no readable mvhd. */
export async function mp4Duration(file: string): Promise<number | undefined> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const moov = await findBox(handle, 'moov', 0, size);
    if (!moov) return undefined;
    const mvhd = await findBox(handle, 'mvhd', moov.start + moov.header, moov.start + moov.size);
    if (!mvhd) return undefined;
    const body = Buffer.alloc(32);
    await handle.read(body, 0, 32, mvhd.start + mvhd.header);
    const version = body[0];
    const timescale = version === 1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
    const duration = version === 1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
    return timescale > 0 ? duration / timescale : undefined;
  } finally {
    await handle.close();
  }
}
