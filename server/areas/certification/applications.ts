/**
 * The applications a teacher sends the platform: 讲师认证 in three steps, 实名认证 in one, 企业认证 in
 * three. Each step is saved as a draft with only what it holds checked; submitting checks every step and puts it
 * under review (submitted, 审核中); the platform's reviewer (a development route here) approves it or rejects it with
 * a reason, and a rejected one is edited and submitted again. One open (not approved) application per owner and kind;
 * only the main account writes, since an application speaks for the teacher. The resident ID is never answered whole.
 */
import { maskResidentId } from '@shared/funds/identity.ts';
import { APPLY_STEPS, applicationProblems, continueStep, normalizeValue, pictureIdsOf, stepProblems, SUBJECT_FIELD } from '@shared/certification/apply-steps.ts';
import type { Application, ApplicationRow, ApplyData, ApplyKind, DraftInput, ReviewInput } from '@shared/certification/types.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Db } from '@server/db/database.ts';
import type { Events } from '@server/db/events.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { fail } from '@server/errors.ts';
import { hasControlChars, stripFormatChars } from '@server/http/control-chars.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import { presentPictures } from '@server/areas/materials/picture-refs.ts';
import { recordUses } from '@server/areas/materials/uses.ts';
import type { CertificationApplicationsTable } from './schema.ts';
import type { Selectable } from 'kysely';
import { parseData } from './data.ts';
import { foundProblemText, KIND_TITLE } from './problem-texts.ts';
import { notifyReview } from './notify.ts';

const APPLICATION_NOT_FOUND = '认证申请不存在';
const MAIN_ONLY = '仅主账号可以提交认证申请';
const PICTURE_NOT_FOUND = '证书图片不存在，请重新选择图片素材';

type Row = Selectable<CertificationApplicationsTable>;

/** the fields whose values are never answered whole */
function secretKeys(kind: ApplyKind): string[] {
  return APPLY_STEPS[kind].flatMap((step) => step.fields.filter((field) => field.kind !== 'select' && field.kind !== 'pictures' && field.secret).map((field) => field.key));
}

export function createApplicationService(ctx: ServiceContext, deps: { tokens: MediaTokens; events: Events }) {
  const { db } = ctx;
  const today = () => new Date(seconds(ctx.now) * 1000);

  function requireMain(session: Session): void {
    if (session.isChild) throw fail.forbidden(MAIN_ONLY);
  }

  async function toApplication(row: Row): Promise<Application> {
    const data = parseData(row.data);
    const shown: ApplyData = { ...data };
    const masked: Record<string, string> = {};
    for (const key of secretKeys(row.kind)) {
      const value = data[key];
      if (typeof value === 'string' && value) masked[key] = maskResidentId(value);
      shown[key] = '';
    }
    const present = await presentPictures(db, row.owner_id, pictureIdsOf(row.kind, data));
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      data: shown,
      masked,
      pictures: [...present].map((id) => ({ id, url: deps.tokens.url(id, 'file') })),
      reject_reason: row.reject_reason,
      continue_step: continueStep(row.kind, data, today()),
      created_at: row.created_at,
      updated_at: row.updated_at,
      submitted_at: row.submitted_at,
      reviewed_at: row.reviewed_at,
    };
  }

  const owned = (conn: Db, session: Session) => conn.selectFrom('certification_applications').selectAll().where('owner_id', '=', session.main.id);

  async function one(conn: Db, session: Session, id: number): Promise<Row> {
    const row = await owned(conn, session).where('id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(APPLICATION_NOT_FOUND);
    return row;
  }

  /** The open application of a kind (draft, submitted or rejected), or undefined. */
  const openOf = (conn: Db, session: Session, kind: ApplyKind) => owned(conn, session).where('kind', '=', kind).where('status', '<>', 'approved').executeTakeFirst();

  const lastApproved = (conn: Db, session: Session, kind: ApplyKind) =>
    owned(conn, session).where('kind', '=', kind).where('status', '=', 'approved').orderBy('reviewed_at', 'desc').orderBy('id', 'desc').executeTakeFirst();

  /** One step's values as sent → as stored: only the step's fields, checked for what they hold, normalised. */
  async function checkedStep(session: Session, input: DraftInput): Promise<ApplyData> {
    const step = APPLY_STEPS[input.kind][input.step];
    if (!step) throw fail.validation(`参数错误：step 必须是 0 到 ${APPLY_STEPS[input.kind].length - 1} 之间的整数`);
    for (const key of Object.keys(input.data)) {
      if (!step.fields.some((field) => field.key === key)) throw fail.validation(`参数错误：data.${key} 不是这一步的字段`);
    }
    const data: ApplyData = {};
    for (const field of step.fields) {
      const value = input.data[field.key];
      if (value === undefined) continue;
      if (typeof value === 'string') {
        const text = stripFormatChars(value);
        if (hasControlChars(text.replace(/[\n\r\t]/g, ''))) throw fail.validation(`参数错误：data.${field.key} 不能包含控制字符`);
        data[field.key] = normalizeValue(field, text);
      } else {
        data[field.key] = [...new Set(value)];
      }
    }
    const problem = stepProblems(input.kind, input.step, data, false, today())[0];
    if (problem) throw fail.validation(foundProblemText(input.kind, problem));
    const pictures = pictureIdsOf(input.kind, data);
    const present = await presentPictures(db, session.main.id, pictures);
    if (pictures.some((id) => !present.has(id))) throw fail.validation(PICTURE_NOT_FOUND);
    return data;
  }

  return {
    async list(session: Session): Promise<ApplicationRow[]> {
      const rows = await owned(db, session).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map((row) => {
        const data = parseData(row.data);
        const subject = data[SUBJECT_FIELD[row.kind]];
        return {
          id: row.id,
          kind: row.kind,
          status: row.status,
          subject: typeof subject === 'string' ? subject : '',
          reject_reason: row.reject_reason,
          continue_step: continueStep(row.kind, data, today()),
          created_at: row.created_at,
          updated_at: row.updated_at,
          submitted_at: row.submitted_at,
          reviewed_at: row.reviewed_at,
        };
      });
    },

    /** The application a kind's form shows: the open one, else the last approved, else null. */
    async current(session: Session, kind: ApplyKind): Promise<Application | null> {
      const row = (await openOf(db, session, kind)) ?? (await lastApproved(db, session, kind));
      return row ? toApplication(row) : null;
    },

    async saveDraft(session: Session, input: DraftInput): Promise<Application> {
      requireMain(session);
      const values = await checkedStep(session, input);
      const now = seconds(ctx.now);
      const id = await db.transaction().execute(async (trx) => {
        // one open application per owner and kind: saves of one owner take turns
        await lockRowForWrite(trx, 'users', session.main.id);
        const open = await openOf(trx, session, input.kind);
        if (open?.status === 'submitted') throw fail.conflict('申请审核中，请等待审核结果后再修改');
        let base: ApplyData = open ? parseData(open.data) : {};
        if (!open) {
          const approved = await lastApproved(trx, session, input.kind);
          if (approved && input.kind === 'identification') throw fail.conflict('已完成实名认证，无需再次申请');
          // a new application after an approved one starts from what was approved
          if (approved) base = parseData(approved.data);
        }
        const data: ApplyData = { ...base, ...values };
        // a secret left empty keeps the stored one: it is never sent back to the form
        for (const key of secretKeys(input.kind)) if (values[key] === '' && typeof base[key] === 'string') data[key] = base[key];
        let rowId: number;
        if (open) {
          await trx.updateTable('certification_applications').set({ data: JSON.stringify(data), status: 'draft', updated_at: now }).where('id', '=', open.id).execute();
          rowId = open.id;
        } else {
          const made = await trx
            .insertInto('certification_applications')
            .values({ owner_id: session.main.id, kind: input.kind, status: 'draft', data: JSON.stringify(data), created_at: now, updated_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          rowId = made.id;
        }
        await recordUses(trx, { kind: 'certification', id: rowId }, pictureIdsOf(input.kind, data));
        return rowId;
      });
      return toApplication(await one(db, session, id));
    },

    async submit(session: Session, id: number): Promise<Application> {
      requireMain(session);
      const now = seconds(ctx.now);
      await db.transaction().execute(async (trx) => {
        await lockRowForWrite(trx, 'certification_applications', id);
        const row = await one(trx, session, id);
        if (row.status === 'submitted') throw fail.conflict('申请已提交，请等待审核结果');
        if (row.status === 'approved') throw fail.conflict('申请已通过审核');
        const data = parseData(row.data);
        const problem = applicationProblems(row.kind, data, today())[0];
        if (problem) throw fail.validation(foundProblemText(row.kind, problem));
        const present = await presentPictures(trx, session.main.id, pictureIdsOf(row.kind, data));
        if (pictureIdsOf(row.kind, data).some((picture) => !present.has(picture))) throw fail.validation(PICTURE_NOT_FOUND);
        await trx.updateTable('certification_applications').set({ status: 'submitted', submitted_at: now, updated_at: now }).where('id', '=', id).execute();
      });
      return toApplication(await one(db, session, id));
    },

    /** The platform's reviewer (development route): approves a submitted application, or rejects it with a reason. */
    async review(session: Session, input: ReviewInput): Promise<Application> {
      const now = seconds(ctx.now);
      const reason = input.reason.trim();
      if (input.decision === 'reject' && reason === '') throw fail.validation('请填写驳回原因');
      await db.transaction().execute(async (trx) => {
        await lockRowForWrite(trx, 'certification_applications', input.id);
        const row = await one(trx, session, input.id);
        if (row.status !== 'submitted') throw fail.conflict('只能审核审核中的申请');
        const approved = input.decision === 'approve';
        await trx
          .updateTable('certification_applications')
          .set({ status: approved ? 'approved' : 'rejected', reject_reason: approved ? '' : reason, reviewed_at: now, updated_at: now })
          .where('id', '=', row.id)
          .execute();
        await notifyReview(trx, deps.events, session.main.id, { title: KIND_TITLE[row.kind], approved, reason }, now);
      });
      return toApplication(await one(db, session, input.id));
    },
  };
}
