/**
 * Media facts of an uploaded audio or video file: duration (ffprobe, or music-metadata where ffprobe is
 * missing) and whether the streams the kind needs are there. A file that cannot be read raises MediaError,
 * whose message is shown to the teacher.
 */
import { parseFile } from 'music-metadata';
import { mp4Duration } from './mp4-duration.ts';
import { run } from './run.ts';
import type { MediaTools } from './tools.ts';

export class MediaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaError';
  }
}

export const BROKEN_FILE = '文件已损坏或格式无法识别，请检查后重新上传';

export type ProbeResult = {
  /** seconds, 0 when unknown */
  duration: number;
  hasVideo: boolean;
  hasAudio: boolean;
};

type FfprobeJson = {
  format?: { duration?: string };
  streams?: { codec_type?: string }[];
};

function roundSeconds(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.round(value * 1000) / 1000 : 0;
}

async function withFfprobe(ffprobe: string, file: string): Promise<ProbeResult> {
  const result = await run(ffprobe, ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type', '-of', 'json', file]);
  if (result.code !== 0) throw new MediaError(BROKEN_FILE);
  let parsed: FfprobeJson;
  try {
    parsed = JSON.parse(result.stdout) as FfprobeJson;
  } catch {
    throw new MediaError(BROKEN_FILE);
  }
  const types = new Set((parsed.streams ?? []).map((s) => s.codec_type));
  return {
    duration: roundSeconds(Number(parsed.format?.duration)),
    hasVideo: types.has('video'),
    hasAudio: types.has('audio'),
  };
}

/** Containers music-metadata reads; for the others (avi, flv, mpg) it knows nothing, which is no error. */
const METADATA_CONTAINERS = new Set(['mp3', 'm4a', 'wav', 'aac', 'mp4', 'mov', '3gp', 'mkv', 'webm', 'wmv', 'asf', 'wma']);
const ISO_MEDIA = new Set(['mp4', 'mov', '3gp', 'm4a']);

async function withMusicMetadata(file: string, suffix: string): Promise<ProbeResult> {
  if (!METADATA_CONTAINERS.has(suffix)) return { duration: 0, hasVideo: true, hasAudio: true };
  try {
    const { format } = await parseFile(file, { duration: true, skipCovers: true });
    // music-metadata gives no duration for an MP4 without sound: the movie header has it
    const duration = format.duration ?? (ISO_MEDIA.has(suffix) ? await mp4Duration(file) : undefined) ?? 0;
    // nor does it tell video streams apart reliably: trust the magic-bytes check for those
    return { duration: roundSeconds(duration), hasVideo: true, hasAudio: format.hasAudio ?? true };
  } catch {
    throw new MediaError(BROKEN_FILE);
  }
}

export function probe(tools: MediaTools, file: string, suffix: string): Promise<ProbeResult> {
  return tools.ffprobe ? withFfprobe(tools.ffprobe, file) : withMusicMetadata(file, suffix);
}
