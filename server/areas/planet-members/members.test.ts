import { describe, expect, it } from 'vitest';
import { PLANET_MEMBER_PATHS as PATHS } from '@shared/planet-members/paths.ts';
import type { PlanetMember } from '@shared/planet-members/types.ts';
import { DAY, NOT_FOUND_MEMBER, NOT_FOUND_PLANET, SENSITIVE, usePlanetMemberServer } from './test-support.ts';

const demo = usePlanetMemberServer();
const { post, get, members, byName, memberRow } = demo;

describe('member list', () => {
  it('lists the seeded members with the owner first, masked phones, what they paid and their terms', async () => {
    const rows = await members();
    // the seed's 12 and the 6 buyers of the order centre's demo orders of the planet: each paid join is an order
    expect(rows).toHaveLength(18);
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
    const first = await get(PATHS.findList, { planet_id: demo.planet.id, page: 1, pageSize: 5 });
    const fourth = await get(PATHS.findList, { planet_id: demo.planet.id, page: 4, pageSize: 5 });
    expect(first.body.totalCount).toBe(18);
    expect(first.body.rows).toHaveLength(5);
    expect(fourth.body.rows).toHaveLength(3);
  });

  it('refuses bad queries with clear messages and answers 404 for another teacher’s planet', async () => {
    expect((await get(PATHS.findList, {})).body).toMatchObject({ result: 'fail', code: 40000, message: expect.stringContaining('planet_id') });
    expect((await get(PATHS.findList, { planet_id: demo.planet.id, status: 7 })).body).toMatchObject({ code: 40000, message: expect.stringContaining('必须是 0、1、2 或 3') });
    expect((await get(PATHS.findList, { planet_id: demo.planet.id, pageSize: 51 })).body).toMatchObject({ code: 40000 });
    const foreign = await get(PATHS.findList, { planet_id: demo.otherPlanet.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND_PLANET);
  });

  it('lets a staff account manage its main account’s members', async () => {
    expect((await members({}, demo.planet.id, demo.staff)).length).toBe(18);
  });
});

describe('member update', () => {
  it('changes the role and the owner’s note, and stores them', async () => {
    const fish = await byName('晨读的鱼');
    const reply = await post<PlanetMember>(PATHS.update, { planet_id: demo.planet.id, id: fish.id, role: 'admin', description: '  负责周三的范文拆解  ' });
    expect(reply.body.data).toMatchObject({ id: fish.id, role: 'admin', description: '负责周三的范文拆解' });
    expect(await memberRow(fish.id)).toMatchObject({ role: 'admin', description: '负责周三的范文拆解' });
    await post(PATHS.update, { planet_id: demo.planet.id, id: fish.id, role: 'member' });
    expect(await memberRow(fish.id)).toMatchObject({ role: 'member', description: '负责周三的范文拆解' });
  });

  it('refuses sensitive words in the note with -1 and keeps the old note', async () => {
    const fish = await byName('晨读的鱼');
    const reply = await post(PATHS.update, { planet_id: demo.planet.id, id: fish.id, description: '组织代考' });
    expect(reply.body).toEqual(SENSITIVE);
    expect((await memberRow(fish.id)).description).toBe('负责周三的范文拆解');
  });

  it('validates the body: role, length, something to change', async () => {
    const fish = await byName('晨读的鱼');
    const cases: [unknown, string][] = [
      [{ planet_id: demo.planet.id, id: fish.id, role: 'owner' }, '必须是 admin 或 member'],
      [{ planet_id: demo.planet.id, id: fish.id, description: '长'.repeat(201) }, '长度不能超过 200 个字符'],
      [{ planet_id: demo.planet.id, id: fish.id, nickname: 'x', role: 'member' }, ''],
      [{ planet_id: demo.planet.id, id: 0, role: 'member' }, '必须是正整数'],
    ];
    for (const [json, message] of cases) {
      const reply = await post(PATHS.update, json);
      expect(reply.status, JSON.stringify(json)).toBe(400);
      expect(reply.body.message).toContain(message);
    }
    expect((await post(PATHS.update, { planet_id: demo.planet.id, id: fish.id })).status).toBe(400);
  });

  it('protects the owner and refuses to make an inactive member an admin', async () => {
    const owner = await byName('林老师');
    const reply = await post(PATHS.update, { planet_id: demo.planet.id, id: owner.id, role: 'member' });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('星主的身份和备注不能修改');
    expect((await memberRow(owner.id)).role).toBe('owner');
    const expired = await byName('木木');
    expect((await post(PATHS.update, { planet_id: demo.planet.id, id: expired.id, role: 'admin' })).body.message).toBe('只有正常状态的成员可以设为管理员');
  });

  it('answers 404 for another teacher’s planet or member and changes nothing', async () => {
    const theirs = (await members({}, demo.otherPlanet.id, demo.other)).find((m) => m.role === 'member')!;
    const viaTheirPlanet = await post(PATHS.update, { planet_id: demo.otherPlanet.id, id: theirs.id, description: '改一下' });
    expect(viaTheirPlanet.status).toBe(404);
    expect(viaTheirPlanet.body).toEqual(NOT_FOUND_PLANET);
    const viaMyPlanet = await post(PATHS.update, { planet_id: demo.planet.id, id: theirs.id, description: '改一下' });
    expect(viaMyPlanet.status).toBe(404);
    expect(viaMyPlanet.body).toEqual(NOT_FOUND_MEMBER);
    expect((await memberRow(theirs.id)).description).toBe(theirs.description);
  });
});
