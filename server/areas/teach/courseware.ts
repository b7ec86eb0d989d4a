/**
 * Courseware (/teach/courseware): a document of the material library with a name, notes and whether
 * students may download it, handed out with lessons (migration 031: lesson_courseware, gone with the piece). Newest change first; the keyword looks in
 * names. A document deleted from the library since leaves the courseware, shown without a file.
 */
import { sql } from 'kysely';
import { TEACH_LIMITS } from '@shared/teach/rules.ts';
import type { Courseware, CoursewareInput, courseware } from '@shared/teach/courseware.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { containsText } from '@server/db/portable-sql.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { ListQueryOf } from '@shared/api/resource-definition.ts';
import type { Page } from '@shared/api/types.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import { forgetUses, recordUses } from '@server/areas/materials/uses.ts';

const COURSEWARE_NOT_FOUND = '课件不存在';
const DOCUMENT_NOT_FOUND = '文档不存在，请重新选择文档素材';


export function createCoursewareService(ctx: ServiceContext, deps: { tokens: MediaTokens }) {
  const { db } = ctx;
  // the document, when it is still the owner's document
  const base = (session: Session) =>
    db
      .selectFrom('teach_courseware as c')
      .leftJoin('materials as m', (join) => join.onRef('m.id', '=', 'c.document_id').onRef('m.owner_id', '=', 'c.owner_id').on('m.kind', '=', 'document'))
      .where('c.owner_id', '=', session.main.id)
      .selectAll('c')
      .select(['m.id as material_id', 'm.file_name', 'm.file_size'])
      .select((eb) => eb.selectFrom('lesson_courseware as lc').select(eb.fn.countAll<number>().as('n')).whereRef('lc.courseware_id', '=', 'c.id').as('lesson_count'));

  type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

  const toCourseware = (row: Row): Courseware => {
    const present = row.material_id !== null;
    return {
      id: row.id,
      name: row.name,
      document_id: present ? row.document_id : 0,
      file_name: row.file_name ?? '',
      file_size: row.file_size ?? 0,
      url: present ? deps.tokens.url(row.document_id, 'file') : '',
      description: row.description,
      downloadable: row.downloadable,
      lesson_count: Number(row.lesson_count ?? 0),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  };

  async function one(session: Session, id: number): Promise<Courseware> {
    const row = await base(session).where('c.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(COURSEWARE_NOT_FOUND);
    return toCourseware(row);
  }

  async function columns(session: Session, input: CoursewareInput) {
    const document = await db
      .selectFrom('materials')
      .select('id')
      .where('id', '=', input.document_id)
      .where('owner_id', '=', session.main.id)
      .where('kind', '=', 'document')
      .executeTakeFirst();
    if (!document) throw fail.validation(DOCUMENT_NOT_FOUND);
    return {
      name: checkedText('name', input.name, TEACH_LIMITS.coursewareNameMax, true),
      description: checkedText('description', input.description, TEACH_LIMITS.coursewareDescriptionMax, false),
      document_id: document.id,
      downloadable: input.downloadable,
    };
  }

  return {
    async list(session: Session, query: ListQueryOf<typeof courseware>): Promise<Page<Courseware>> {
      const keyword = query.keyword?.trim();
      let q = base(session);
      if (keyword) q = q.where(containsText(db, sql.ref('c.name'), keyword));
      // the left join finds at most one material per courseware, so counting through it counts the courseware
      return countedPage(q.clearSelect(), query, () => q.orderBy('c.updated_at', 'desc').orderBy('c.id', 'desc'), (rows) => rows.map(toCourseware));
    },

    async create(session: Session, input: CoursewareInput): Promise<Courseware> {
      const values = await columns(session, input);
      const now = seconds(ctx.now);
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('teach_courseware')
          .values({ ...values, owner_id: session.main.id, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordUses(trx, { kind: 'courseware', id: row.id }, [values.document_id]);
        return row.id;
      });
      return one(session, id);
    },

    async update(session: Session, id: number, input: CoursewareInput): Promise<Courseware> {
      await one(session, id);
      const values = await columns(session, input);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('teach_courseware').set({ ...values, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
        await recordUses(trx, { kind: 'courseware', id }, [values.document_id]);
      });
      return one(session, id);
    },

    async remove(session: Session, id: number): Promise<void> {
      await one(session, id);
      await db.transaction().execute(async (trx) => {
        await forgetUses(trx, 'courseware', [id]);
        await trx.deleteFrom('teach_courseware').where('id', '=', id).execute();
      });
    },
  };
}
