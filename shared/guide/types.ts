/** The guide calls' shapes (paths.ts names the calls). Widgets import only the types. */
import { Type, type Static } from '@shared/api/schema.ts';
import { GUIDE_VARIANTS } from './paths.ts';

/** per variant: whether the signed-in account has finished or dismissed it */
export const GuideStatus = Type.Object({ steps: Type.Boolean(), demo: Type.Boolean() });
export type GuideStatus = Static<typeof GuideStatus>;

export const GuideDone = Type.Object({ variant: Type.Enum([...GUIDE_VARIANTS]) });
