/**
 * The public teacher profile (/setting/teacher/information): name, avatar from the picture library, title,
 * introduction and specialities, shown to students beside the labels approved applications give (badges.ts). One row
 * per main account, made on the first save; until then the account's nickname stands for the name.
 */
import { PROFILE_LIMITS } from '@shared/certification/rules.ts';
import type { ProfileInput, TeacherProfile } from '@shared/certification/types.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import { ownPictureId, presentPictures } from '@server/areas/materials/picture-refs.ts';
import { recordUses } from '@server/areas/materials/uses.ts';
import { badgesOf } from './badges.ts';

const AVATAR_NOT_FOUND = '头像图片不存在，请重新选择图片素材';

export function createProfileService(ctx: ServiceContext, deps: { tokens: MediaTokens }) {
  const { db } = ctx;

  async function read(session: Session): Promise<TeacherProfile> {
    const ownerId = session.main.id;
    const row = await db.selectFrom('teacher_profiles').selectAll().where('owner_id', '=', ownerId).executeTakeFirst();
    // a picture deleted from the library since leaves the profile without an avatar
    const present = await presentPictures(db, ownerId, row ? [row.avatar_id] : []);
    const avatar = row && present.has(row.avatar_id) ? row.avatar_id : 0;
    return {
      name: row?.name ?? session.main.nickname,
      title: row?.title ?? '',
      intro: row?.intro ?? '',
      specialities: row?.specialities ?? '',
      avatar_id: avatar,
      avatar_url: avatar ? deps.tokens.url(avatar, 'file') : '',
      badges: await badgesOf(db, ownerId),
      updated_at: row?.updated_at ?? 0,
    };
  }

  return {
    read,

    async save(session: Session, input: ProfileInput): Promise<TeacherProfile> {
      const values = {
        name: checkedText('name', input.name, PROFILE_LIMITS.nameMax, true),
        title: checkedText('title', input.title, PROFILE_LIMITS.titleMax, false),
        intro: checkedText('intro', input.intro, PROFILE_LIMITS.introMax, false),
        specialities: checkedText('specialities', input.specialities, PROFILE_LIMITS.specialitiesMax, false),
        avatar_id: await ownPictureId(db, session, input.avatar_id, AVATAR_NOT_FOUND),
        updated_at: seconds(ctx.now),
      };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('teacher_profiles')
          .values({ owner_id: session.main.id, ...values })
          .onConflict((oc) => oc.column('owner_id').doUpdateSet(values))
          .execute();
        // the profile is one per account: its id in material_uses is the account's
        await recordUses(trx, { kind: 'teacher_profile', id: session.main.id }, [values.avatar_id]);
      });
      return read(session);
    },
  };
}
