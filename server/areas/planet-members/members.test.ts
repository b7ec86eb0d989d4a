import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANET_MEMBER_PATHS as PATHS } from '@shared/planet-members/paths.ts';
import { defaultPlanetMenu } from '@shared/planet-members/rules.ts';
import type { MemberRefundRecord, PlanetMember, PlanetMenuItem, PlanetStatisticOverview, PlanetTrendDay } from '@shared/planet-members/types.ts';
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import type { Planet } from '@shared/planets/types.ts';
import { DATABASE_FILE } from '@server/db/database.ts';
import { grantModules } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };
const NOT_FOUND_PLANET = { result: 'fail', code: 40400, message: '星球不存在' };
const NOT_FOUND_MEMBER = { result: 'fail', code: 40400, message: '成员不存在' };
const DAY = 86_400;

describe('planet member calls (issue 6)', () => {
  let server: TestServer;
  let teacher: string;
  let staff: string;
  let other: string;
  let planet: Planet;
  let otherPlanet: Planet;
  const clock = testClock();

  const post = <T = unknown>(p: string, json: unknown, token = teacher) => call<T>(server.baseUrl, 'POST', p, { token, json });
  const get = <T = unknown>(p: string, query: Record<string, string | number>, token = teacher) => call<T>(server.baseUrl, 'GET', p, { token, query });
  const members = async (query: Record<string, string | number> = {}, planetId = planet.id, token = teacher) => {
    const reply = await get(PATHS.findList, { planet_id: planetId, pageSize: 50, ...query }, token);
    expect(reply.body.result).toBe('ok');
    return reply.body.rows as PlanetMember[];
  };
  const byName = async (nickname: string, planetId = planet.id, token = teacher) => {
    const found = (await members({ keyword: nickname }, planetId, token)).find((m) => m.nickname === nickname);
    if (!found) throw new Error(`no member ${nickname}`);
    return found;
  };

  function sqlite() {
    return new Database(path.join(server.dataDir, DATABASE_FILE), { readonly: true });
  }
  function row<T>(query: string, ...params: (string | number)[]): T {
    const db = sqlite();
    try {
      return db.prepare(query).get(...params) as T;
    } finally {
      db.close();
    }
  }
  const ledgerCount = () => row<{ n: number }>('select count(*) n from planet_ledger').n;
  const memberRow = (id: number) =>
    row<{ status: number; role: string; description: string; ban_reason: string; paid_amount: number }>(
      'select status, role, description, ban_reason, paid_amount from planet_members where id = ?',
      id,
    );

  beforeAll(async () => {
    server = await startServer({ now: clock.now, accessTokenTtl: 86_400 * 365, planets: { auditSeconds: 60, sensitiveWords: ['赌博', '代考'] } });
    teacher = (await login(server.baseUrl, PHONES.teacher)).token.id;
    staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    // the demo grant is materials and courses; here the staff account works on planets
    await grantModules(server.dataDir, PHONES.staff, ['planet']);
    other = (await login(server.baseUrl, PHONES.planet)).token.id;
    const mine = (await get(PLANET_PATHS.findList, { pageSize: 50 })).body.rows as Planet[];
    planet = mine.find((p) => p.title === '林老师的写作星球')!;
    otherPlanet = ((await get(PLANET_PATHS.findList, { pageSize: 50 }, other)).body.rows as Planet[])[0]!;
    expect(planet).toBeDefined();
    expect(otherPlanet).toBeDefined();
  });
  afterAll(async () => {
    await server.close();
  });

  describe('member list', () => {
    it('lists the seeded members with the owner first, masked phones, what they paid and their terms', async () => {
      const rows = await members();
      expect(rows).toHaveLength(12);
      expect(rows[0]).toMatchObject({ nickname: '林老师', role: 'owner', status: 1, paid_amount: 0, expires_at: null, phone: '138****0000' });
      expect(rows[1]).toMatchObject({ nickname: '助教小王', role: 'admin', status: 1, description: '负责每周作业点评和答疑' });
      const fish = rows.find((m) => m.nickname === '晨读的鱼')!;
      expect(fish).toMatchObject({ role: 'member', status: 1, paid_amount: 19_900, refunded_amount: 0 });
      expect(fish.phone).toMatch(/^139\*{4}\d{4}$/);
      expect(fish.expires_at! - fish.joined_at).toBe(365 * DAY);
      expect(rows.find((m) => m.nickname === '夜航船')).toMatchObject({ status: 2, paid_amount: 19_900, refunded_amount: 19_900 });
      expect(rows.find((m) => m.nickname === '半夏')).toMatchObject({ status: 3, ban_reason: '多次在星球内发布广告链接，提醒后仍未改正' });
      expect(rows.find((m) => m.nickname === '木木')).toMatchObject({ status: 0, paid_amount: 0 });
      // never the full number
      expect(JSON.stringify(rows)).not.toMatch(/1\d{10}/);
    });

    it('filters by keyword, role, status and the blacklist, and pages', async () => {
      expect((await members({ keyword: '柠檬' })).map((m) => m.nickname)).toEqual(['一颗柠檬']);
      expect((await members({ role: 'admin' })).map((m) => m.nickname)).toEqual(['助教小王']);
      expect((await members({ status: 0 })).map((m) => m.nickname)).toEqual(['木木']);
      expect((await members({ blacklisted: 1 })).map((m) => m.nickname)).toEqual(['半夏']);
      expect((await members({ blacklisted: 0 })).every((m) => m.status !== 3)).toBe(true);
      const first = await get(PATHS.findList, { planet_id: planet.id, page: 1, pageSize: 5 });
      const third = await get(PATHS.findList, { planet_id: planet.id, page: 3, pageSize: 5 });
      expect(first.body.totalCount).toBe(12);
      expect(first.body.rows).toHaveLength(5);
      expect(third.body.rows).toHaveLength(2);
    });

    it('refuses bad queries with clear messages and answers 404 for another teacher’s planet', async () => {
      expect((await get(PATHS.findList, {})).body).toMatchObject({ result: 'fail', code: 40000, message: expect.stringContaining('planet_id') });
      expect((await get(PATHS.findList, { planet_id: planet.id, status: 7 })).body).toMatchObject({ code: 40000, message: expect.stringContaining('必须是 0、1、2 或 3') });
      expect((await get(PATHS.findList, { planet_id: planet.id, pageSize: 51 })).body).toMatchObject({ code: 40000 });
      const foreign = await get(PATHS.findList, { planet_id: otherPlanet.id });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(NOT_FOUND_PLANET);
    });

    it('lets a staff account manage its main account’s members', async () => {
      expect((await members({}, planet.id, staff)).length).toBe(12);
    });
  });

  describe('member update', () => {
    it('changes the role and the owner’s note, and stores them', async () => {
      const fish = await byName('晨读的鱼');
      const reply = await post<PlanetMember>(PATHS.update, { planet_id: planet.id, id: fish.id, role: 'admin', description: '  负责周三的范文拆解  ' });
      expect(reply.body.data).toMatchObject({ id: fish.id, role: 'admin', description: '负责周三的范文拆解' });
      expect(memberRow(fish.id)).toMatchObject({ role: 'admin', description: '负责周三的范文拆解' });
      await post(PATHS.update, { planet_id: planet.id, id: fish.id, role: 'member' });
      expect(memberRow(fish.id)).toMatchObject({ role: 'member', description: '负责周三的范文拆解' });
    });

    it('refuses sensitive words in the note with -1 and keeps the old note', async () => {
      const fish = await byName('晨读的鱼');
      const reply = await post(PATHS.update, { planet_id: planet.id, id: fish.id, description: '组织代考' });
      expect(reply.body).toEqual(SENSITIVE);
      expect(memberRow(fish.id).description).toBe('负责周三的范文拆解');
    });

    it('validates the body: role, length, something to change', async () => {
      const fish = await byName('晨读的鱼');
      const cases: [unknown, string][] = [
        [{ planet_id: planet.id, id: fish.id, role: 'owner' }, '必须是 admin 或 member'],
        [{ planet_id: planet.id, id: fish.id, description: '长'.repeat(201) }, '长度不能超过 200 个字符'],
        [{ planet_id: planet.id, id: fish.id, nickname: 'x', role: 'member' }, ''],
        [{ planet_id: planet.id, id: 0, role: 'member' }, '必须是正整数'],
      ];
      for (const [json, message] of cases) {
        const reply = await post(PATHS.update, json);
        expect(reply.status, JSON.stringify(json)).toBe(400);
        expect(reply.body.message).toContain(message);
      }
      expect((await post(PATHS.update, { planet_id: planet.id, id: fish.id })).status).toBe(400);
    });

    it('protects the owner and refuses to make an inactive member an admin', async () => {
      const owner = await byName('林老师');
      const reply = await post(PATHS.update, { planet_id: planet.id, id: owner.id, role: 'member' });
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe('星主的身份和备注不能修改');
      expect(memberRow(owner.id).role).toBe('owner');
      const expired = await byName('木木');
      expect((await post(PATHS.update, { planet_id: planet.id, id: expired.id, role: 'admin' })).body.message).toBe('只有正常状态的成员可以设为管理员');
    });

    it('answers 404 for another teacher’s planet or member and changes nothing', async () => {
      const theirs = (await members({}, otherPlanet.id, other)).find((m) => m.role === 'member')!;
      const viaTheirPlanet = await post(PATHS.update, { planet_id: otherPlanet.id, id: theirs.id, description: '改一下' });
      expect(viaTheirPlanet.status).toBe(404);
      expect(viaTheirPlanet.body).toEqual(NOT_FOUND_PLANET);
      const viaMyPlanet = await post(PATHS.update, { planet_id: planet.id, id: theirs.id, description: '改一下' });
      expect(viaMyPlanet.status).toBe(404);
      expect(viaMyPlanet.body).toEqual(NOT_FOUND_MEMBER);
      expect(memberRow(theirs.id).description).toBe(theirs.description);
    });
  });

  describe('refund', () => {
    it('refuses more than the member paid, a missing reason, the owner, an unpaid member, and writes nothing', async () => {
      const lemon = await byName('一颗柠檬');
      const before = ledgerCount();
      const tooMuch = await post(PATHS.refund, { planet_id: planet.id, id: lemon.id, amount: 19_901, reason: '课程不合适' });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.message).toBe('退款金额不能超过成员实付金额 ¥199.00');
      expect((await post(PATHS.refund, { planet_id: planet.id, id: lemon.id, amount: 0, reason: '课程不合适' })).body.message).toContain('必须是大于 0 的整数（分）');
      expect((await post(PATHS.refund, { planet_id: planet.id, id: lemon.id, amount: 100, reason: '  ' })).body.message).toBe('参数错误：reason 不能为空');
      const owner = await byName('林老师');
      expect((await post(PATHS.refund, { planet_id: planet.id, id: owner.id, amount: 100, reason: '测试' })).body.message).toBe('不能给星主退款');
      const assistant = await byName('助教小王');
      expect((await post(PATHS.refund, { planet_id: planet.id, id: assistant.id, amount: 100, reason: '测试' })).body.message).toBe('该成员未付费，没有可退的金额');
      const banned = await byName('半夏');
      expect((await post(PATHS.refund, { planet_id: planet.id, id: banned.id, amount: 100, reason: '测试' })).body.message).toBe('该成员在黑名单中，请先移出黑名单再退款');
      expect(ledgerCount()).toBe(before);
      expect(memberRow(lemon.id).status).toBe(1);
    });

    it('refunds part of what was paid in one go: status refunded, a negative ledger row, a refund record; a second refund is refused', async () => {
      const lemon = await byName('一颗柠檬');
      const before = ledgerCount();
      const reply = await post<{ member: PlanetMember; refund: MemberRefundRecord }>(PATHS.refund, {
        planet_id: planet.id,
        id: lemon.id,
        amount: 9_950,
        reason: '只参加了一半的练习',
      });
      expect(reply.body.result).toBe('ok');
      expect(reply.body.data!.member).toMatchObject({ status: 2, refunded_amount: 9_950, paid_amount: 19_900 });
      expect(reply.body.data!.refund).toMatchObject({ member_id: lemon.id, nickname: '一颗柠檬', amount: 9_950, reason: '只参加了一半的练习', operator: '林老师' });
      expect(ledgerCount()).toBe(before + 1);
      const ledger = row<{ kind: string; amount: number; planet_id: number; member_id: number; created_at: number; owner_id: number }>(
        'select * from planet_ledger order by id desc limit 1',
      );
      expect(ledger).toMatchObject({ kind: 'refund', amount: -9_950, planet_id: planet.id, member_id: lemon.id, created_at: clock.seconds() });
      expect(ledger.owner_id).toBe(row<{ owner_id: number }>('select owner_id from planets where id = ?', planet.id).owner_id);
      expect(memberRow(lemon.id).status).toBe(2);

      const again = await post(PATHS.refund, { planet_id: planet.id, id: lemon.id, amount: 100, reason: '再退一次' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('该成员已退款，不能重复退款');
      expect(ledgerCount()).toBe(before + 1);

      const records = await get(PATHS.refundList, { planet_id: planet.id });
      expect(records.body.totalCount).toBe(2);
      expect((records.body.rows as MemberRefundRecord[]).map((r) => r.nickname)).toEqual(['一颗柠檬', '夜航船']);
    });

    it('lets only one of two refunds sent at once through, and a staff account refunds as itself', async () => {
      const member = await byName('不二');
      const before = ledgerCount();
      const replies = await Promise.all([
        post(PATHS.refund, { planet_id: planet.id, id: member.id, amount: 19_900, reason: '重复点击一' }, staff),
        post(PATHS.refund, { planet_id: planet.id, id: member.id, amount: 19_900, reason: '重复点击二' }, staff),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
      expect(ledgerCount()).toBe(before + 1);
      const records = (await get(PATHS.refundList, { planet_id: planet.id })).body.rows as MemberRefundRecord[];
      expect(records[0]).toMatchObject({ nickname: '不二', amount: 19_900, operator: '助教小王' });
    });

    it('answers 404 for another teacher’s member and writes nothing', async () => {
      const theirs = (await members({}, otherPlanet.id, other)).find((m) => m.paid_amount > 0)!;
      const before = ledgerCount();
      expect((await post(PATHS.refund, { planet_id: otherPlanet.id, id: theirs.id, amount: 100, reason: '测试' })).status).toBe(404);
      expect((await post(PATHS.refund, { planet_id: planet.id, id: theirs.id, amount: 100, reason: '测试' })).body).toEqual(NOT_FOUND_MEMBER);
      expect((await get(PATHS.refundList, { planet_id: otherPlanet.id })).status).toBe(404);
      expect(ledgerCount()).toBe(before);
      expect(memberRow(theirs.id).status).toBe(theirs.status);
    });
  });

  describe('blacklist', () => {
    it('bans a member with a reason, shows them on the blacklist, refuses a second ban, and unbans them back to active', async () => {
      const hill = await byName('山野');
      const banned = await post<PlanetMember>(PATHS.ban, { planet_id: planet.id, id: hill.id, reason: '辱骂其他成员' });
      expect(banned.body.data).toMatchObject({ status: 3, ban_reason: '辱骂其他成员', banned_at: clock.seconds() });
      expect(memberRow(hill.id)).toMatchObject({ status: 3, ban_reason: '辱骂其他成员' });
      const list = await get(PATHS.blacklist, { planet_id: planet.id });
      expect((list.body.rows as PlanetMember[]).map((m) => m.nickname)).toEqual(['山野', '半夏']);
      expect(list.body.totalCount).toBe(2);

      const twice = await post(PATHS.ban, { planet_id: planet.id, id: hill.id, reason: '再拉黑' });
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe('该成员已在黑名单中');

      const unbanned = await post<PlanetMember>(PATHS.unban, { planet_id: planet.id, id: hill.id });
      expect(unbanned.body.data).toMatchObject({ status: 1, ban_reason: '', banned_at: null });
      expect(memberRow(hill.id).status).toBe(1);
      expect((await post(PATHS.unban, { planet_id: planet.id, id: hill.id })).body.message).toBe('该成员不在黑名单中');
    });

    it('takes an admin’s role away when banning, and keeps a refunded member refunded through ban and unban', async () => {
      const assistant = await byName('助教小王');
      await post(PATHS.ban, { planet_id: planet.id, id: assistant.id, reason: '泄露作业答案' });
      expect(memberRow(assistant.id)).toMatchObject({ status: 3, role: 'member' });
      await post(PATHS.unban, { planet_id: planet.id, id: assistant.id });
      await post(PATHS.update, { planet_id: planet.id, id: assistant.id, role: 'admin' });

      const refunded = await byName('夜航船');
      await post(PATHS.ban, { planet_id: planet.id, id: refunded.id, reason: '退款后恶意评论' });
      await post(PATHS.unban, { planet_id: planet.id, id: refunded.id });
      expect(memberRow(refunded.id).status).toBe(2);
    });

    it('protects the owner, needs a reason, and answers 404 across teachers', async () => {
      const owner = await byName('林老师');
      const reply = await post(PATHS.ban, { planet_id: planet.id, id: owner.id, reason: '测试' });
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe('不能拉黑星主');
      expect(memberRow(owner.id).status).toBe(1);
      const hill = await byName('山野');
      expect((await post(PATHS.ban, { planet_id: planet.id, id: hill.id, reason: '' })).body.message).toBe('参数错误：reason 不能为空');
      expect((await post(PATHS.ban, { planet_id: planet.id, id: hill.id })).status).toBe(400);
      const theirs = (await members({}, otherPlanet.id, other)).find((m) => m.role === 'member' && m.status === 1)!;
      expect((await post(PATHS.ban, { planet_id: planet.id, id: theirs.id, reason: '测试' })).body).toEqual(NOT_FOUND_MEMBER);
      expect((await post(PATHS.ban, { planet_id: otherPlanet.id, id: theirs.id, reason: '测试' })).body).toEqual(NOT_FOUND_PLANET);
      expect((await get(PATHS.blacklist, { planet_id: otherPlanet.id })).status).toBe(404);
      expect(memberRow(theirs.id).status).toBe(1);
    });
  });

  describe('statistics', () => {
    it('answers the overview figures the database holds', async () => {
      const reply = await get<PlanetStatisticOverview>(PATHS.overview, { planet_id: planet.id, start: '2025-12-01', end: '2026-01-05' });
      const figures = reply.body.data!;
      const counts = row<{ total: number; active: number; banned: number; refunded: number }>(
        'select count(*) total, sum(status = 1) active, sum(status = 3) banned, sum(status = 2) refunded from planet_members where planet_id = ?',
        planet.id,
      );
      const money = row<{ income: number; refunds: number; n: number }>(
        "select sum(case when kind in ('join','renew') then amount else 0 end) income, -sum(case when kind = 'refund' then amount else 0 end) refunds, sum(kind = 'refund') n from planet_ledger where planet_id = ?",
        planet.id,
      );
      expect(figures).toMatchObject({
        members_total: counts.total,
        members_active: counts.active,
        members_blacklisted: counts.banned,
        members_refunded: counts.refunded,
        income_total: money.income,
        refund_total: money.refunds,
        refund_count: money.n,
        members_new_today: 0,
        members_new_7days: 0,
      });
      // the seed: 9 paying members at ¥199 and the full refund of 夜航船; then the half and the full refund above
      expect(figures.members_total).toBe(12);
      expect(figures.income_total).toBeGreaterThanOrEqual(9 * 19_900);
      expect(figures.refund_total).toBe(19_900 + 9_950 + 19_900);
      expect(figures.refund_in_range).toBe(19_900 + 9_950 + 19_900);
      expect(figures.members_new_in_range).toBe(12);
    });

    it('counts members one way: the planet’s member_count is the overview’s active members, not every membership', async () => {
      const figures = (await get<PlanetStatisticOverview>(PATHS.overview, { planet_id: planet.id })).body.data!;
      const shown = (await get<Planet>(PLANET_PATHS.show(planet.id), {})).body.data!;
      const listed = ((await get(PLANET_PATHS.findList, { pageSize: 50 })).body.rows as Planet[]).find((p) => p.id === planet.id)!;
      expect(shown.member_count).toBe(figures.members_active);
      expect(listed.member_count).toBe(figures.members_active);
      expect(figures.members_active).toBeLessThan(figures.members_total);
    });

    it('answers one row per day with the new members, income and refunds of that day', async () => {
      const reply = await get(PATHS.trend, { planet_id: planet.id, start: '2025-12-06', end: '2026-01-05' });
      const days = reply.body.rows as PlanetTrendDay[];
      expect(days).toHaveLength(31);
      expect(days[0]!.date).toBe('2025-12-06');
      expect(days.at(-1)!.date).toBe('2026-01-05');
      expect(days.reduce((sum, d) => sum + d.new_members, 0)).toBe(12);
      expect(days.at(-1)!.refunds).toBe(9_950 + 19_900);
      const overview = (await get<PlanetStatisticOverview>(PATHS.overview, { planet_id: planet.id, start: '2025-12-06', end: '2026-01-05' })).body.data!;
      expect(days.reduce((sum, d) => sum + d.income, 0)).toBe(overview.income_in_range);
      expect(days.reduce((sum, d) => sum + d.refunds, 0)).toBe(overview.refund_in_range);
    });

    it('counts a member who joins today', async () => {
      const db = new Database(path.join(server.dataDir, DATABASE_FILE));
      try {
        db.prepare("insert into planet_members (planet_id, nickname, role, status, created_at, joined_at, paid_amount) values (?, '新同学', 'member', 1, ?, ?, 19900)").run(
          planet.id,
          clock.seconds(),
          clock.seconds(),
        );
      } finally {
        db.close();
      }
      const figures = (await get<PlanetStatisticOverview>(PATHS.overview, { planet_id: planet.id })).body.data!;
      expect(figures).toMatchObject({ members_new_today: 1, members_new_7days: 1, members_new_in_range: 1, members_total: 13 });
      const days = (await get(PATHS.trend, { planet_id: planet.id })).body.rows as PlanetTrendDay[];
      expect(days).toHaveLength(7);
      expect(days.at(-1)).toMatchObject({ date: '2026-01-05', new_members: 1 });
    });

    it('refuses bad ranges and another teacher’s planet', async () => {
      expect((await get(PATHS.trend, { planet_id: planet.id, start: '2026-01-05', end: '2026-01-01' })).body.message).toBe('开始日期不能晚于结束日期');
      expect((await get(PATHS.trend, { planet_id: planet.id, start: '2026-02-30' })).body.message).toBe('参数错误：start 不是有效的日期');
      expect((await get(PATHS.trend, { planet_id: planet.id, start: '2024-01-01', end: '2026-01-01' })).body.message).toBe('日期范围不能超过 366 天');
      expect((await get(PATHS.trend, { planet_id: planet.id, start: '5 Jan' })).body.message).toContain('必须是 YYYY-MM-DD');
      expect((await get(PATHS.overview, { planet_id: otherPlanet.id })).body).toEqual(NOT_FOUND_PLANET);
      expect((await get(PATHS.trend, { planet_id: otherPlanet.id })).status).toBe(404);
    });
  });

  describe('menus', () => {
    it('answers the default menu, saves order, names and visibility, and keeps them', async () => {
      expect((await get(PATHS.menus, { planet_id: planet.id })).body.rows).toEqual(defaultPlanetMenu());
      const items: PlanetMenuItem[] = defaultPlanetMenu().reverse().map((item) => (item.key === 'feed' ? { ...item, name: ' 星球动态 ' } : item.key === 'ask' ? { ...item, visible: 0 } : item));
      const saved = await post(PATHS.updateMenus, { planet_id: planet.id, items });
      expect(saved.body.result).toBe('ok');
      const read = (await get(PATHS.menus, { planet_id: planet.id })).body.rows as PlanetMenuItem[];
      expect(read.map((item) => item.key)).toEqual(['member', 'special', 'ask', 'homework', 'punchcard', 'column', 'highlight', 'feed']);
      expect(read.find((item) => item.key === 'feed')!.name).toBe('星球动态');
      expect(read.find((item) => item.key === 'ask')!.visible).toBe(0);
    });

    it('refuses bad menus and sensitive names and keeps the saved one', async () => {
      const menu = defaultPlanetMenu();
      const saved = (await get(PATHS.menus, { planet_id: planet.id })).body.rows;
      const cases: [unknown, number, string][] = [
        [menu.map((item, i) => (i === 0 ? { ...item, name: '七个字的名字呀' } : item)), 40000, '「动态」的名称不能超过 6 个字'],
        [menu.slice(1), 40000, '菜单必须包含全部入口，且每个入口只出现一次'],
        [menu.map((item) => ({ ...item, visible: 0 })), 40000, '至少显示一个菜单入口'],
        [menu.map((item, i) => (i === 0 ? { ...item, key: 'shop' } : item)), 40000, '必须是 feed、'],
        [menu.map((item, i) => (i === 0 ? { ...item, name: '赌博' } : item)), -1, '操作失败，内容包含敏感词'],
      ];
      for (const [items, code, message] of cases) {
        const reply = await post(PATHS.updateMenus, { planet_id: planet.id, items });
        expect(reply.body, JSON.stringify(items)).toMatchObject({ result: 'fail', code, message: expect.stringContaining(message) });
      }
      expect((await get(PATHS.menus, { planet_id: planet.id })).body.rows).toEqual(saved);
    });

    it('answers 404 for another teacher’s planet and leaves its menu alone', async () => {
      expect((await get(PATHS.menus, { planet_id: otherPlanet.id })).body).toEqual(NOT_FOUND_PLANET);
      expect((await post(PATHS.updateMenus, { planet_id: otherPlanet.id, items: defaultPlanetMenu().reverse() })).status).toBe(404);
      expect((await get(PATHS.menus, { planet_id: otherPlanet.id }, other)).body.rows).toEqual(defaultPlanetMenu());
    });
  });
});
