import { describe, expect, it } from 'vitest';
import { PLANET_MODE_PATHS as PATHS } from '@shared/planet-mode/paths.ts';
import type { WxGroup } from '@shared/planet-mode/types.ts';
import { DAY, NO_PLANET, SENSITIVE, usePlanetModeServer } from './test-support.ts';

const demo = usePlanetModeServer();
const { clock, post, rows, okData } = demo;

describe('WeChat groups', () => {
  it('binds a group with a QR picture that expires in 7 days, says 已过期 after, edits and unbinds it', async () => {
    expect((await rows<WxGroup>(PATHS.wxGroup.findList)).map((g) => g.name)).toEqual(expect.arrayContaining(['摄影会员交流 1 群', '摄影会员交流 2 群']));
    const group = await okData<WxGroup>(PATHS.wxGroup.create, { planet_id: demo.zhouPlanet, name: '摄影会员交流 3 群', qr_id: demo.pictureId, member_count: 12 });
    expect(group).toMatchObject({ name: '摄影会员交流 3 群', qr_id: demo.pictureId, member_count: 12, join_rule: 'members', expired: false, qr_expires_at: clock.seconds() + 7 * DAY });
    expect((await fetch(new URL(group.qr_url, demo.server.baseUrl))).status).toBe(200);
    clock.advance(7 * DAY + 1);
    expect((await rows<WxGroup>(PATHS.wxGroup.findList, { planet_id: demo.zhouPlanet })).find((g) => g.id === group.id)!.expired).toBe(true);
    const fresh = await okData<WxGroup>(PATHS.wxGroup.update, { id: group.id, planet_id: demo.zhouPlanet, name: '摄影会员交流 3 群', qr_id: demo.pictureId, member_count: 30, qr_expires_at: clock.seconds() + DAY });
    expect(fresh).toMatchObject({ expired: false, member_count: 30 });
    expect((await post(PATHS.wxGroup.delete, { id: group.id })).body.result).toBe('ok');
    expect((await rows<WxGroup>(PATHS.wxGroup.findList)).map((g) => g.id)).not.toContain(group.id);
  });

  it('refuses an empty name, a too large group, a foreign picture and sensitive words', async () => {
    const base = { planet_id: demo.zhouPlanet, name: '新群', qr_id: 0, member_count: 0 };
    expect((await post(PATHS.wxGroup.create, { ...base, name: '' })).body.message).toBe('参数错误：name 不能为空');
    expect((await post(PATHS.wxGroup.create, { ...base, member_count: 501 })).body.message).toMatch(/member_count/);
    expect((await post(PATHS.wxGroup.create, { ...base, qr_id: demo.pictureId }, demo.lin)).body).toMatchObject(NO_PLANET);
    const linGroup = { ...base, planet_id: demo.linPlanet };
    expect((await post(PATHS.wxGroup.create, { ...linGroup, qr_id: demo.pictureId }, demo.lin)).body.message).toBe('群二维码图片不存在，请重新选择图片素材');
    expect((await post(PATHS.wxGroup.create, { ...base, name: '色情交流群' })).body).toEqual(SENSITIVE);
  });
});
