import { t } from '@shared/i18n/i18n.ts';
import { api } from '@shared/api/default-client.ts';
import { ApiError, dataOf } from '@shared/api/errors.ts';
import { fetchSwitches } from '@shared/system/client.ts';
import { MATERIAL_PATHS } from './paths.ts';
import type { MaterialCategory, MaterialKind, SourceSign, VideoStatus } from './types.ts';

/**
 * The material calls an upload needs (spec §7): the categories to upload into, the sign of an audio or video
 * upload, its processing status and the account's upload switch. Apart from client.ts (which exports them too)
 * so that the shell-wide uploader loads these and not the material library's calls.
 */

export async function fetchCategories(kind: MaterialKind): Promise<MaterialCategory[]> {
  return (await api().get<MaterialCategory[]>(MATERIAL_PATHS.getCategorys(kind))).data ?? [];
}

/**
 * spec §7 createSourceSign: the answer carries sign, video_id (and our upload_url) at the top level as the
 * spec lists them; an answer that nests them in `data` is read too. spec §8: a sign failure shows the
 * server's message, or 'upload failed, please retry later' when it has none.
 */
export async function createSourceSign(kind: 'audio' | 'video', categoryId: number, title: string): Promise<SourceSign> {
  const answer = await api().postForm<SourceSign>(MATERIAL_PATHS.createSourceSign(kind), { categoryId, title });
  const source = (answer.data ?? answer) as Partial<SourceSign>;
  if (!source.sign || !source.video_id || !source.upload_url) {
    throw new ApiError('fail', -1, answer.message || t('upload.signFailed'));
  }
  return { sign: source.sign, video_id: source.video_id, upload_url: source.upload_url };
}

export async function fetchVideoStatus(videoId: string): Promise<VideoStatus> {
  return dataOf(await api().get<VideoStatus>(MATERIAL_PATHS.videoStatus(videoId)));
}

/** The activity_upload_switch value of a user; '0' refuses picture uploads (spec §5). */
export async function fetchUploadSwitch(userId: number): Promise<string | undefined> {
  return (await fetchSwitches(userId, ['activity_upload_switch'])).activity_upload_switch;
}
