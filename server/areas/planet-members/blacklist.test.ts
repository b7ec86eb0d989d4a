import { describe, expect, it } from 'vitest';
import { PLANET_MEMBER_PATHS as PATHS } from '@shared/planet-members/paths.ts';
import type { PlanetMember } from '@shared/planet-members/types.ts';
import { NOT_FOUND_MEMBER, NOT_FOUND_PLANET, usePlanetMemberServer } from './test-support.ts';

const demo = usePlanetMemberServer();
const { clock, post, get, members, byName, memberRow } = demo;

describe('blacklist', () => {
  it('bans a member with a reason, shows them on the blacklist, refuses a second ban, and unbans them back to active', async () => {
    const hill = await byName('山野');
    const banned = await post<PlanetMember>(PATHS.ban, { planet_id: demo.planet.id, id: hill.id, reason: '辱骂其他成员' });
    expect(banned.body.data).toMatchObject({ status: 3, ban_reason: '辱骂其他成员', banned_at: clock.seconds() });
    expect(await memberRow(hill.id)).toMatchObject({ status: 3, ban_reason: '辱骂其他成员' });
    const list = await get(PATHS.blacklist, { planet_id: demo.planet.id });
    expect((list.body.rows as PlanetMember[]).map((m) => m.nickname)).toEqual(['山野', '半夏']);
    expect(list.body.totalCount).toBe(2);

    const twice = await post(PATHS.ban, { planet_id: demo.planet.id, id: hill.id, reason: '再拉黑' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('该成员已在黑名单中');

    const unbanned = await post<PlanetMember>(PATHS.unban, { planet_id: demo.planet.id, id: hill.id });
    expect(unbanned.body.data).toMatchObject({ status: 1, ban_reason: '', banned_at: null });
    expect((await memberRow(hill.id)).status).toBe(1);
    expect((await post(PATHS.unban, { planet_id: demo.planet.id, id: hill.id })).body.message).toBe('该成员不在黑名单中');
  });

  it('takes an admin’s role away when banning, and keeps a refunded member refunded through ban and unban', async () => {
    const assistant = await byName('助教小王');
    await post(PATHS.ban, { planet_id: demo.planet.id, id: assistant.id, reason: '泄露作业答案' });
    expect(await memberRow(assistant.id)).toMatchObject({ status: 3, role: 'member' });
    await post(PATHS.unban, { planet_id: demo.planet.id, id: assistant.id });
    await post(PATHS.update, { planet_id: demo.planet.id, id: assistant.id, role: 'admin' });

    const refunded = await byName('夜航船');
    await post(PATHS.ban, { planet_id: demo.planet.id, id: refunded.id, reason: '退款后恶意评论' });
    await post(PATHS.unban, { planet_id: demo.planet.id, id: refunded.id });
    expect((await memberRow(refunded.id)).status).toBe(2);
  });

  it('protects the owner, needs a reason, and answers 404 across teachers', async () => {
    const owner = await byName('林老师');
    const reply = await post(PATHS.ban, { planet_id: demo.planet.id, id: owner.id, reason: '测试' });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('不能拉黑星主');
    expect((await memberRow(owner.id)).status).toBe(1);
    const hill = await byName('山野');
    expect((await post(PATHS.ban, { planet_id: demo.planet.id, id: hill.id, reason: '' })).body.message).toBe('参数错误：reason 不能为空');
    expect((await post(PATHS.ban, { planet_id: demo.planet.id, id: hill.id })).status).toBe(400);
    const theirs = (await members({}, demo.otherPlanet.id, demo.other)).find((m) => m.role === 'member' && m.status === 1)!;
    expect((await post(PATHS.ban, { planet_id: demo.planet.id, id: theirs.id, reason: '测试' })).body).toEqual(NOT_FOUND_MEMBER);
    expect((await post(PATHS.ban, { planet_id: demo.otherPlanet.id, id: theirs.id, reason: '测试' })).body).toEqual(NOT_FOUND_PLANET);
    expect((await get(PATHS.blacklist, { planet_id: demo.otherPlanet.id })).status).toBe(404);
    expect((await memberRow(theirs.id)).status).toBe(1);
  });
});
