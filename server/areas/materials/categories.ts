/**
 * Material categories of a main account (spec §3 Material category). Every account has its default category
 * (system_key 'default', first named '默认分类'), created the first time it is needed and found by its key, so a
 * renamed one stays the default; names are unique per account.
 */
import { sql } from 'kysely';
import { SYSTEM_CATEGORY_NAMES } from '@shared/materials/rules.ts';
import type { MaterialCategory, MaterialKind } from '@shared/materials/types.ts';
import type { Db } from '@server/db/database.ts';
import type { MaterialCategoryRow } from './schema.ts';
import { fail, MESSAGES } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Session } from '@server/http/session-types.ts';

export const DEFAULT_CATEGORY = SYSTEM_CATEGORY_NAMES.default;
const CATEGORY_NAME_MAX = 20;
const CATEGORY_LIMIT = 200;

export function createMaterialCategoryService(ctx: ServiceContext) {
  const { db } = ctx;

  async function insert(conn: Db, ownerId: number, name: string): Promise<MaterialCategoryRow | undefined> {
    return conn
      .insertInto('material_categories')
      .values({ owner_id: ownerId, name, created_at: seconds(ctx.now) })
      .onConflict((oc) => oc.columns(['owner_id', 'name']).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** The id of the account's category with this name, created when missing. */
  async function ensureNamed(ownerId: number, name: string, conn: Db = db): Promise<number> {
    const find = () =>
      conn.selectFrom('material_categories').select('id').where('owner_id', '=', ownerId).where('name', '=', name).executeTakeFirst();
    const found = (await find()) ?? (await insert(conn, ownerId, name).then(find));
    if (!found) throw new Error(`category "${name}" of ${ownerId} could not be created`);
    return found.id;
  }

  /**
   * The id of the account's default category, created on first use. A category of the default's name without the
   * key (made by name before the key existed) becomes the default rather than a second one.
   */
  async function ensureDefault(ownerId: number, conn: Db = db): Promise<number> {
    const find = () =>
      conn.selectFrom('material_categories').select('id').where('owner_id', '=', ownerId).where('system_key', '=', 'default').executeTakeFirst();
    const found = await find();
    if (found) return found.id;
    // nothing on any conflict: calls made at once (ten upload signs of a new teacher) each try, one row stays
    await conn
      .insertInto('material_categories')
      .values({ owner_id: ownerId, name: DEFAULT_CATEGORY, system_key: 'default', created_at: seconds(ctx.now) })
      .onConflict((oc) => oc.doNothing())
      .execute();
    // a category of the default's name made before the key existed becomes the default
    await conn
      .updateTable('material_categories')
      .set({ system_key: 'default' })
      .where('owner_id', '=', ownerId)
      .where('name', '=', DEFAULT_CATEGORY)
      .where('system_key', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('material_categories as d').select('d.id').where('d.owner_id', '=', ownerId).where('d.system_key', '=', 'default'))),
      )
      .execute();
    const made = await find();
    if (!made) throw new Error(`the default category of ${ownerId} could not be created`);
    return made.id;
  }

  /** A category of the account, or 404. */
  async function owned(ownerId: number, id: number, conn: Db = db): Promise<MaterialCategoryRow> {
    const row = await conn
      .selectFrom('material_categories')
      .selectAll()
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    if (!row) throw fail.notFound(MESSAGES.categoryNotFound);
    return row;
  }

  return {
    ensureNamed,
    ensureDefault,
    owned,

    /** Where an upload goes: the given category (checked), or the default one for none / 0. */
    async target(ownerId: number, categoryId: number | undefined, conn: Db = db): Promise<number> {
      if (!categoryId) return ensureDefault(ownerId, conn);
      return (await owned(ownerId, categoryId, conn)).id;
    },

    /** Every category of the account (ordered by id, empty ones too) with its count of `kind`. */
    async list(session: Session, kind: MaterialKind): Promise<MaterialCategory[]> {
      const ownerId = session.main.id;
      await ensureDefault(ownerId);
      const rows = await db
        .selectFrom('material_categories as c')
        .select([
          'c.id',
          'c.name',
          'c.system_key',
          // one index range per category: materials_category_time (owner_id, kind, category_id, …)
          sql<number>`(select count(*) from materials m
            where m.owner_id = c.owner_id and m.kind = ${kind} and m.category_id = c.id)`.as('source_count'),
        ])
        .where('c.owner_id', '=', ownerId)
        .orderBy('c.id')
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name, source_count: Number(r.source_count), ...(r.system_key ? { system_key: r.system_key } : {}) }));
    },

    async create(session: Session, rawName: string): Promise<MaterialCategory> {
      const name = rawName.trim();
      if (name.length === 0) throw fail.validation('参数错误：name 不能为空');
      if ([...name].length > CATEGORY_NAME_MAX) {
        throw fail.validation(`参数错误：name 长度不能超过 ${CATEGORY_NAME_MAX} 个字符`);
      }
      const ownerId = session.main.id;
      await ensureDefault(ownerId);
      return db.transaction().execute(async (trx) => {
        const { n } = await trx
          .selectFrom('material_categories')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('owner_id', '=', ownerId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= CATEGORY_LIMIT) throw fail.validation(`素材分类数量已达上限（${CATEGORY_LIMIT} 个）`);
        const row = await insert(trx, ownerId, name);
        if (!row) throw fail.conflict('分类名称已存在');
        return { id: row.id, name: row.name, source_count: 0 };
      });
    },
  };
}

export type MaterialCategoryService = ReturnType<typeof createMaterialCategoryService>;
