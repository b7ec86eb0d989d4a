/**
 * The teachers who appear on courses (/teach/teacher): name, a line under it, an avatar from the picture
 * library and an introduction, all plain text. Newest change first; the keyword looks in names.
 */
import { countedPage } from '@server/db/paging.ts';
import { sql, type Selectable } from 'kysely';
import { TEACH_LIMITS } from '@shared/teach/rules.ts';
import type { Teacher, TeacherInput, teachers } from '@shared/teach/teacher.ts';
import type { TeachTeachersTable } from './schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { containsText } from '@server/db/portable-sql.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { ListQueryOf } from '@shared/api/resource-definition.ts';
import type { Page } from '@shared/api/types.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import { ownPictureId, presentPictures } from '@server/areas/materials/picture-refs.ts';
import { forgetUses, recordUses } from '@server/areas/materials/uses.ts';

const TEACHER_NOT_FOUND = '讲师不存在';
const AVATAR_NOT_FOUND = '头像图片不存在，请重新选择图片素材';


type Row = Selectable<TeachTeachersTable>;

export function createTeacherService(ctx: ServiceContext, deps: { tokens: MediaTokens }) {
  const { db } = ctx;
  const base = (session: Session) => db.selectFrom('teach_teachers as t').where('t.owner_id', '=', session.main.id);

  async function toTeachers(session: Session, rows: Row[]): Promise<Teacher[]> {
    // a picture deleted from the library since leaves the teacher without an avatar
    const avatars = await presentPictures(db, session.main.id, rows.map((row) => row.avatar_id));
    return rows.map((row) => {
      const avatar = avatars.has(row.avatar_id) ? row.avatar_id : 0;
      return {
        id: row.id,
        name: row.name,
        title: row.title,
        avatar_id: avatar,
        avatar_url: avatar ? deps.tokens.url(avatar, 'file') : '',
        intro: row.intro,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  }

  async function one(session: Session, id: number): Promise<Teacher> {
    const row = await base(session).selectAll('t').where('t.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(TEACHER_NOT_FOUND);
    return (await toTeachers(session, [row]))[0]!;
  }

  async function columns(session: Session, input: TeacherInput) {
    return {
      name: checkedText('name', input.name, TEACH_LIMITS.teacherNameMax, true),
      title: checkedText('title', input.title, TEACH_LIMITS.teacherTitleMax, false),
      intro: checkedText('intro', input.intro, TEACH_LIMITS.teacherIntroMax, false),
      avatar_id: await ownPictureId(db, session, input.avatar_id, AVATAR_NOT_FOUND),
    };
  }

  return {
    async list(session: Session, query: ListQueryOf<typeof teachers>): Promise<Page<Teacher>> {
      let q = base(session);
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where(containsText(db, sql.ref('t.name'), keyword));
      return countedPage(q, query, (page) => page.selectAll('t').orderBy('t.updated_at', 'desc').orderBy('t.id', 'desc'), (rows) => toTeachers(session, rows));
    },

    async create(session: Session, input: TeacherInput): Promise<Teacher> {
      const values = await columns(session, input);
      const now = seconds(ctx.now);
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('teach_teachers')
          .values({ ...values, owner_id: session.main.id, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordUses(trx, { kind: 'teacher', id: row.id }, [values.avatar_id]);
        return row.id;
      });
      return one(session, id);
    },

    async update(session: Session, id: number, input: TeacherInput): Promise<Teacher> {
      await one(session, id);
      const values = await columns(session, input);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('teach_teachers').set({ ...values, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
        await recordUses(trx, { kind: 'teacher', id }, [values.avatar_id]);
      });
      return one(session, id);
    },

    async remove(session: Session, id: number): Promise<void> {
      await one(session, id);
      await db.transaction().execute(async (trx) => {
        await forgetUses(trx, 'teacher', [id]);
        await trx.deleteFrom('teach_teachers').where('id', '=', id).execute();
      });
    },
  };
}

