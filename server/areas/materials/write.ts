/**
 * Changes to material rows: adding one for a finished file (quota check and insert in one transaction, the
 * file renamed to its final name inside it), rename, move, move a whole category, delete, and the results
 * of media processing.
 */
import type { MaterialKind } from '@shared/materials/types.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import type { MaterialRow, NewMaterial } from './schema.ts';
import type { UserRow } from '@server/areas/account/schema.ts';
import { fail, MESSAGES } from '@server/errors.ts';
import type { FileStore, StagedFile } from '@server/storage/file-store.ts';
import type { Db } from '@server/db/database.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { MaterialCategoryService } from './categories.ts';
import type { MaterialUsageService } from './usage.ts';
import type { MaterialQueryService } from './query.ts';
import type { Session } from '@server/http/session-types.ts';

export type NewMaterialFields = Omit<NewMaterial, 'owner_id' | 'stored_name' | 'file_size' | 'created_at' | 'category_id'> & {
  /** 0 / undefined: 默认分类 */
  categoryId: number | undefined;
};

export type AddOptions = {
  /** default now; the demo seed dates its rows back */
  createdAt?: number;
  /** runs first inside the transaction, e.g. to claim what the row is made from; throwing leaves nothing */
  claim?: (trx: Db) => Promise<void>;
};

type Deps = {
  files: FileStore;
  categories: MaterialCategoryService;
  usage: MaterialUsageService;
  query: MaterialQueryService;
};

export function createMaterialWriteService(ctx: ServiceContext, deps: Deps) {
  const { db } = ctx;
  const { files, categories, usage, query } = deps;

  return {
    /**
     * Inserts the row of a staged file and moves the file to its final name, in one transaction with the
     * quota check. On any failure the file is removed and no row remains.
     */
    async add(main: UserRow, staged: StagedFile, fields: NewMaterialFields, options: AddOptions = {}): Promise<MaterialRow> {
      const { categoryId, ...rest } = fields;
      const createdAt = options.createdAt ?? seconds(ctx.now);
      try {
        return await db.transaction().execute(async (trx) => {
          await options.claim?.(trx);
          const category = await categories.target(main.id, categoryId, trx);
          await usage.assertRoom(main, staged.size, trx);
          const row = await trx
            .insertInto('materials')
            .values({
              ...rest,
              owner_id: main.id,
              category_id: category,
              stored_name: staged.storedName,
              file_size: staged.size,
              created_at: createdAt,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await staged.commit();
          return row;
        });
      } catch (error) {
        await staged.discard();
        throw error;
      }
    },

    /** Rename and/or move one material (spec §7 updateSource). */
    async update(session: Session, id: number, change: { fileName?: string; categoryId?: number; kind?: MaterialKind }) {
      const row = await query.owned(session, id);
      if (change.kind !== undefined && change.kind !== row.kind) throw fail.notFound(MESSAGES.materialNotFound);
      const set: { title?: string; file_name?: string; category_id?: number } = {};
      if (change.fileName !== undefined) {
        set.title = change.fileName;
        set.file_name = change.fileName;
      }
      if (change.categoryId !== undefined) set.category_id = (await categories.owned(session.main.id, change.categoryId)).id;
      await db.updateTable('materials').set(set).where('id', '=', row.id).execute();
    },

    /** Moves every material of one category (of one kind, when given) to another (spec §7 updateCategorySource). */
    async moveCategory(session: Session, fromId: number, toId: number, kind?: MaterialKind): Promise<number> {
      const ownerId = session.main.id;
      await categories.owned(ownerId, fromId);
      await categories.owned(ownerId, toId);
      if (fromId === toId) return 0;
      const kinds: MaterialKind[] = kind ? [kind] : ['picture', 'audio', 'video', 'document'];
      const result = await db
        .updateTable('materials')
        .set({ category_id: toId })
        .where('owner_id', '=', ownerId)
        // listing every kind lets SQLite use the (owner_id, kind, category_id, …) index
        .where('kind', 'in', kinds)
        .where('category_id', '=', fromId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Pictures and documents only: removes the row, then the file. */
    async remove(session: Session, id: number): Promise<void> {
      const row = await query.owned(session, id);
      if (row.kind === 'audio' || row.kind === 'video') throw fail.validation('音视频素材不支持删除');
      await db.deleteFrom('materials').where('id', '=', row.id).execute();
      await files.remove(row.owner_id, row.stored_name);
      if (row.poster_name) await files.remove(row.owner_id, row.poster_name);
    },

    /** Processing done: duration, poster, processed. The poster file is committed with the row or removed. */
    async finishProcessing(id: number, duration: number, poster: StagedFile | null): Promise<void> {
      try {
        await db.transaction().execute(async (trx) => {
          const result = await trx
            .updateTable('materials')
            .set({ status: PROCESSING_STATUS.processed, duration, poster_name: poster?.storedName ?? null, message: '', job_lease_until: null })
            .where('id', '=', id)
            // a job run twice (a lease that ran out under a slow worker) commits one poster, not two
            .where('status', '=', PROCESSING_STATUS.processing)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) !== 1) throw new Error(`material ${id} is gone or processed already`);
          await poster?.commit();
        });
      } catch (error) {
        await poster?.discard();
        throw error;
      }
    },

    async failProcessing(id: number, message: string): Promise<void> {
      await db
        .updateTable('materials')
        .set({ status: PROCESSING_STATUS.failed, message, job_lease_until: null })
        .where('id', '=', id)
        .where('status', '=', PROCESSING_STATUS.processing)
        .execute();
    },
  };
}

export type MaterialWriteService = ReturnType<typeof createMaterialWriteService>;
