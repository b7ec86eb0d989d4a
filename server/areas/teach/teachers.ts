/** The teachers who appear on courses (/teach/teacher); a picture deleted from the library since leaves one without an avatar. */
import type { ServiceContext } from '@server/db/context.ts';
import { ownedRecords } from '@server/db/owned-records.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import { ownPictureId, presentPictures } from '@server/areas/materials/picture-refs.ts';
import { forgetUses, recordUses } from '@server/areas/materials/uses.ts';
import { TEACH_LIMITS } from '@shared/teach/rules.ts';
import type { TeacherInput } from '@shared/teach/teacher.ts';

export function createTeacherService(ctx: ServiceContext, deps: { tokens: MediaTokens }) {
  return ownedRecords(ctx, {
    table: 'teach_teachers',
    notFound: '讲师不存在',
    keywordColumn: 'name',
    columns: async (session, input: TeacherInput) => ({
      name: checkedText('name', input.name, TEACH_LIMITS.teacherNameMax, true),
      title: checkedText('title', input.title, TEACH_LIMITS.teacherTitleMax, false),
      intro: checkedText('intro', input.intro, TEACH_LIMITS.teacherIntroMax, false),
      avatar_id: await ownPictureId(ctx.db, session, input.avatar_id, '头像图片不存在，请重新选择图片素材'),
    }),
    toAnswers: async (session, rows) => {
      const avatars = await presentPictures(ctx.db, session.main.id, rows.map((row) => row.avatar_id));
      return rows.map(({ owner_id: _owner, ...row }) => {
        const avatar_id = avatars.has(row.avatar_id) ? row.avatar_id : 0;
        return { ...row, avatar_id, avatar_url: avatar_id ? deps.tokens.url(avatar_id, 'file') : '' };
      });
    },
    written: (trx, id, values) => recordUses(trx, { kind: 'teacher', id }, [values.avatar_id]),
    removing: (trx, id) => forgetUses(trx, 'teacher', [id]),
  });
}
