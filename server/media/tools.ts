/**
 * Where ffmpeg and ffprobe are (Debian's `ffmpeg` package puts them in /usr/bin). Both are optional: without
 * ffprobe durations come from music-metadata, without ffmpeg videos get no poster and no video is seeded.
 */
import fs from 'node:fs';
import path from 'node:path';

export type MediaTools = {
  ffmpeg: string | null;
  ffprobe: string | null;
};

/** undefined: look the tool up on PATH; null: do without; a path: that file, if it is executable. */
export type MediaToolOptions = {
  ffmpeg?: string | null | undefined;
  ffprobe?: string | null | undefined;
};

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export function findOnPath(name: string, searchPath = process.env.PATH ?? ''): string | null {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

function resolveTool(name: string, option: string | null | undefined): string | null {
  if (option === null) return null;
  if (option === undefined) return findOnPath(name);
  return isExecutable(option) ? option : null;
}

export function resolveMediaTools(options: MediaToolOptions = {}): MediaTools {
  return { ffmpeg: resolveTool('ffmpeg', options.ffmpeg), ffprobe: resolveTool('ffprobe', options.ffprobe) };
}
