/**
 * The processing job of an uploaded audio or video file (the embedded video cloud's "transcoding"):
 * duration from ffprobe (music-metadata without it), a JPEG poster frame for videos (when ffmpeg is there).
 * Only child processes and async I/O: the event loop never waits on it.
 */
import type { FileStore, StagedFile } from '@server/storage/file-store.ts';
import { makePoster } from './poster.ts';
import { MediaError, probe } from './probe.ts';
import type { MediaTools } from './tools.ts';

export type ProcessInput = {
  owner: number;
  kind: 'audio' | 'video';
  path: string;
  suffix: string;
};

export type ProcessOutcome =
  | { ok: true; duration: number; poster: StagedFile | null }
  | { ok: false; message: string };

const NO_PICTURE = '文件中没有可播放的视频画面，请检查后重新上传';
const NO_SOUND = '文件中没有可播放的音频，请检查后重新上传';

async function poster(tools: MediaTools, files: FileStore, input: ProcessInput, duration: number): Promise<StagedFile | null> {
  const { ffmpeg } = tools;
  if (!ffmpeg) return null;
  try {
    return await files.stageWith(input.owner, 'jpg', async (tempPath) => {
      if (!(await makePoster(ffmpeg, input.path, tempPath, duration))) throw new MediaError(NO_PICTURE);
    });
  } catch {
    return null;
  }
}

export async function processMedia(tools: MediaTools, files: FileStore, input: ProcessInput): Promise<ProcessOutcome> {
  try {
    const facts = await probe(tools, input.path, input.suffix);
    if (input.kind === 'video' && !facts.hasVideo) return { ok: false, message: NO_PICTURE };
    if (input.kind === 'audio' && !facts.hasAudio) return { ok: false, message: NO_SOUND };
    const frame = input.kind === 'video' ? await poster(tools, files, input, facts.duration) : null;
    return { ok: true, duration: facts.duration, poster: frame };
  } catch (error) {
    if (error instanceof MediaError) return { ok: false, message: error.message };
    throw error;
  }
}
