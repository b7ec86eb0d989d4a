import { describe, expect, it } from 'vitest';
import { PLANET_MEMBER_PATHS as PATHS } from '@shared/planet-members/paths.ts';
import type { MemberRefundRecord, PlanetMember } from '@shared/planet-members/types.ts';
import { NOT_FOUND_MEMBER, usePlanetMemberServer } from './test-support.ts';

const demo = usePlanetMemberServer();
const { clock, post, get, members, byName, row, ledgerCount, memberRow } = demo;

describe('refund', () => {
  it('refuses more than the member paid, a missing reason, the owner, an unpaid member, and writes nothing', async () => {
    const lemon = await byName('一颗柠檬');
    const before = await ledgerCount();
    const tooMuch = await post(PATHS.refund, { planet_id: demo.planet.id, id: lemon.id, amount: 19_901, reason: '课程不合适' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('退款金额不能超过成员实付金额 ¥199.00');
    expect((await post(PATHS.refund, { planet_id: demo.planet.id, id: lemon.id, amount: 0, reason: '课程不合适' })).body.message).toContain('必须是大于 0 的整数（分）');
    expect((await post(PATHS.refund, { planet_id: demo.planet.id, id: lemon.id, amount: 100, reason: '  ' })).body.message).toBe('参数错误：reason 不能为空');
    const owner = await byName('林老师');
    expect((await post(PATHS.refund, { planet_id: demo.planet.id, id: owner.id, amount: 100, reason: '测试' })).body.message).toBe('不能给星主退款');
    const assistant = await byName('助教小王');
    expect((await post(PATHS.refund, { planet_id: demo.planet.id, id: assistant.id, amount: 100, reason: '测试' })).body.message).toBe('该成员未付费，没有可退的金额');
    const banned = await byName('半夏');
    expect((await post(PATHS.refund, { planet_id: demo.planet.id, id: banned.id, amount: 100, reason: '测试' })).body.message).toBe('该成员在黑名单中，请先移出黑名单再退款');
    expect(await ledgerCount()).toBe(before);
    expect((await memberRow(lemon.id)).status).toBe(1);
  });

  it('refunds part of what was paid in one go: status refunded, a refund transaction in the ledger, a refund record; a second refund is refused', async () => {
    const lemon = await byName('一颗柠檬');
    const before = await ledgerCount();
    const reply = await post<{ member: PlanetMember; refund: MemberRefundRecord }>(PATHS.refund, {
      planet_id: demo.planet.id,
      id: lemon.id,
      amount: 9_950,
      reason: '只参加了一半的练习',
    });
    expect(reply.body.result).toBe('ok');
    expect(reply.body.data!.member).toMatchObject({ status: 2, refunded_amount: 9_950, paid_amount: 19_900 });
    expect(reply.body.data!.refund).toMatchObject({ member_id: lemon.id, nickname: '一颗柠檬', amount: 9_950, reason: '只参加了一半的练习', operator: '林老师' });
    expect(await ledgerCount()).toBe(before + 1);
    const ledger = await row<{ id: number; kind: string; planet_id: number; ref_type: string; ref_id: number; created_at: number; owner_id: number }>(
      'select * from ledger_transactions order by id desc limit 1',
    );
    expect(ledger).toMatchObject({ kind: 'refund', planet_id: demo.planet.id, ref_type: 'planet_member', ref_id: lemon.id, created_at: clock.seconds() });
    expect(ledger.owner_id).toBe((await row<{ owner_id: number }>('select owner_id from planets where id = ?', demo.planet.id)).owner_id);
    // the member gets 99.50 back; the platform returns its share of the 1 % fee on 199.00 (0.99), the planet income the rest
    const lines = await row<{ buyers: number; income: number; fee: number }>(
      "select sum(case when account = 'buyers' then amount end) buyers, sum(case when account = 'income' and source = 'planet' then amount end) income, sum(case when account = 'platform_fee' then amount end) fee from ledger_entries where transaction_id = ?",
      ledger.id,
    );
    expect(lines).toEqual({ buyers: 9_950, income: -(9_950 - 99), fee: -99 });
    expect((await row<{ ledger_id: number }>('select ledger_id from planet_member_refunds where member_id = ?', lemon.id)).ledger_id).toBe(ledger.id);
    expect((await memberRow(lemon.id)).status).toBe(2);

    const again = await post(PATHS.refund, { planet_id: demo.planet.id, id: lemon.id, amount: 100, reason: '再退一次' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('该成员已退款，不能重复退款');
    expect(await ledgerCount()).toBe(before + 1);

    const records = await get(PATHS.refundList, { planet_id: demo.planet.id });
    expect(records.body.totalCount).toBe(2);
    expect((records.body.rows as MemberRefundRecord[]).map((r) => r.nickname)).toEqual(['一颗柠檬', '夜航船']);
  });

  it('lets only one of two refunds sent at once through, and a staff account refunds as itself', async () => {
    const member = await byName('不二');
    const before = await ledgerCount();
    const replies = await Promise.all([
      post(PATHS.refund, { planet_id: demo.planet.id, id: member.id, amount: 19_900, reason: '重复点击一' }, demo.staff),
      post(PATHS.refund, { planet_id: demo.planet.id, id: member.id, amount: 19_900, reason: '重复点击二' }, demo.staff),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await ledgerCount()).toBe(before + 1);
    const records = (await get(PATHS.refundList, { planet_id: demo.planet.id })).body.rows as MemberRefundRecord[];
    expect(records[0]).toMatchObject({ nickname: '不二', amount: 19_900, operator: '助教小王' });
  });

  it('answers 404 for another teacher’s member and writes nothing', async () => {
    const theirs = (await members({}, demo.otherPlanet.id, demo.other)).find((m) => m.paid_amount > 0)!;
    const before = await ledgerCount();
    expect((await post(PATHS.refund, { planet_id: demo.otherPlanet.id, id: theirs.id, amount: 100, reason: '测试' })).status).toBe(404);
    expect((await post(PATHS.refund, { planet_id: demo.planet.id, id: theirs.id, amount: 100, reason: '测试' })).body).toEqual(NOT_FOUND_MEMBER);
    expect((await get(PATHS.refundList, { planet_id: demo.otherPlanet.id })).status).toBe(404);
    expect(await ledgerCount()).toBe(before);
    expect((await memberRow(theirs.id)).status).toBe(theirs.status);
  });
});
