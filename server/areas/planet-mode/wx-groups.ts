/**
 * WeChat groups bound to planets (/p/planet/wxGroup and a planet's wechatGroup section). A group's QR
 * code expires 7 days after WeChat made it; the owner uploads a fresh one, and the list says 已过期 until then.
 */
import type { Selectable } from 'kysely';
import { MODE_LIMITS } from '@shared/planet-mode/limits.ts';
import { isQrExpired, WX_QR_DAYS } from '@shared/planet-mode/rules.ts';
import type { WxGroup, WxGroupInput } from '@shared/planet-mode/types.ts';
import type { PlanetWxGroupsTable } from './schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { type PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { checkedText } from '@server/http/checked-text.ts';
import { ownPictureId, presentPictures } from '@server/areas/materials/picture-refs.ts';
import type { Session } from '@server/http/session-types.ts';

const WX_GROUP_NOT_FOUND = '微信群不存在';

type Row = Selectable<PlanetWxGroupsTable> & { planet_title: string };

export function createWxGroupService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;
  const base = (session: Session) =>
    db.selectFrom('planet_wx_groups as g').innerJoin('planets as p', 'p.id', 'g.planet_id').where('g.owner_id', '=', session.main.id);

  async function toGroups(session: Session, rows: Row[]): Promise<WxGroup[]> {
    const now = seconds(ctx.now);
    const pictures = await presentPictures(db, session.main.id, rows.map((row) => row.qr_id));
    return rows.map((row) => {
      const qr = pictures.has(row.qr_id) ? row.qr_id : 0;
      return {
        id: row.id,
        planet_id: row.planet_id,
        planet_title: row.planet_title,
        name: row.name,
        qr_id: qr,
        qr_url: qr ? deps.tokens.url(qr, 'file') : '',
        member_count: row.member_count,
        qr_expires_at: row.qr_expires_at,
        join_rule: 'members',
        expired: isQrExpired(row.qr_expires_at, now),
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  }

  async function one(session: Session, id: number): Promise<WxGroup> {
    const row = await base(session).selectAll('g').select('p.title as planet_title').where('g.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(WX_GROUP_NOT_FOUND);
    return (await toGroups(session, [row]))[0]!;
  }

  async function columns(session: Session, input: WxGroupInput) {
    await deps.planets.requireOwned(session, input.planet_id);
    const name = checkedText('name', input.name, MODE_LIMITS.groupNameMax, true);
    const qr = await ownPictureId(db, session, input.qr_id, '群二维码图片不存在，请重新选择图片素材');
    // without a date, a QR code is good for the 7 days WeChat gives it from now
    const expires = qr === 0 ? 0 : input.qr_expires_at || seconds(ctx.now) + WX_QR_DAYS * 86_400;
    return { planet_id: input.planet_id, name, qr_id: qr, member_count: input.member_count, qr_expires_at: expires };
  }

  return {
    async list(session: Session, planetId?: number): Promise<WxGroup[]> {
      let q = base(session);
      if (planetId !== undefined) {
        await deps.planets.requireOwned(session, planetId);
        q = q.where('g.planet_id', '=', planetId);
      }
      const rows = await q.selectAll('g').select('p.title as planet_title').orderBy('g.created_at', 'desc').orderBy('g.id', 'desc').execute();
      return toGroups(session, rows);
    },

    async create(session: Session, input: WxGroupInput): Promise<WxGroup> {
      const values = await columns(session, input);
      const now = seconds(ctx.now);
      const row = await db.insertInto('planet_wx_groups').values({ ...values, owner_id: session.main.id, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      return one(session, row.id);
    },

    async update(session: Session, id: number, input: WxGroupInput): Promise<WxGroup> {
      await one(session, id);
      const values = await columns(session, input);
      await db.updateTable('planet_wx_groups').set({ ...values, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
      return one(session, id);
    },

    /** Unbinds the group from its planet (the group itself lives on in WeChat). */
    async remove(session: Session, id: number): Promise<void> {
      await one(session, id);
      await db.deleteFrom('planet_wx_groups').where('id', '=', id).execute();
    },
  };
}
