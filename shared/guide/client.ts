import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { GUIDE_PATHS, type GuideVariant } from './paths.ts';
import type { GuideStatus } from './types.ts';

export type { GuideVariant } from './paths.ts';
export type { GuideStatus } from './types.ts';

export async function fetchGuideStatus(): Promise<GuideStatus> {
  return dataOf(await api().get<GuideStatus>(GUIDE_PATHS.status));
}

export async function postGuideDone(variant: GuideVariant): Promise<GuideStatus> {
  return dataOf(await api().postJson<GuideStatus>(GUIDE_PATHS.done, { variant }));
}
