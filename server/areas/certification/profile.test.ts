/** The teacher profile and the Douyin scopes, against the real server. */
import { describe, expect, it } from 'vitest';
import { CERTIFICATION_PATHS as P } from '@shared/certification/paths.ts';
import type { TeacherProfile, TtScopeState } from '@shared/certification/types.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { useCertificationServer } from './test-support.ts';

const demo = useCertificationServer();
const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };

const profile = async (token?: string) => (await demo.get<TeacherProfile>(P.profile, {}, token)).body.data!;
const save = (input: Record<string, unknown>, token?: string) => demo.post<TeacherProfile>(P.profile, input, token);
const scopes = async (token?: string) => (await demo.get(P.ttScope, {}, token)).body.rows as TtScopeState[];

describe('teacher profile', () => {
  it('reads the seeded profile, and the nickname for a teacher who has none yet', async () => {
    expect(await profile()).toMatchObject({ name: '林老师', title: '资深写作讲师', specialities: '小说写作、故事结构、投稿指导', avatar_id: 0, badges: { identified: true } });
    expect(await profile(demo.other)).toMatchObject({ name: '讲师1501', title: '', intro: '', avatar_id: 0, avatar_url: '', updated_at: 0 });
  });

  it('saves trimmed texts and an avatar from the library, which the library then names as used', async () => {
    const avatar = await demo.picture();
    const saved = await save({ name: ' 林书言 ', title: '写作讲师', intro: '第一行\n第二行', specialities: '小说、散文', avatar_id: avatar });
    expect(saved.body.data).toMatchObject({ name: '林书言', title: '写作讲师', intro: '第一行\n第二行', specialities: '小说、散文', avatar_id: avatar });
    expect(saved.body.data!.avatar_url).toMatch(/^\/api\/v3\/media\/file\//);
    expect((await demo.get(MATERIAL_PATHS.findUses, { ids: String(avatar) })).body.rows).toEqual([{ id: avatar, uses: { teacher_profile: 1 } }]);
    // without the avatar, the library no longer names it
    await save({ name: '林书言', avatar_id: 0 });
    expect((await demo.get(MATERIAL_PATHS.findUses, { ids: String(avatar) })).body.rows).toEqual([]);
    expect(await profile()).toMatchObject({ name: '林书言', title: '', avatar_id: 0 });
  });

  it('refuses a blank name, a long title, a picture not of the account and sensitive words, writing nothing', async () => {
    const before = await profile();
    expect((await save({ name: '  ' })).body.message).toBe('参数错误：name 不能为空');
    expect((await save({ name: '林', title: '长'.repeat(31) })).body.message).toMatch(/^参数错误：title/);
    const theirs = await demo.picture(demo.other);
    expect((await save({ name: '林', avatar_id: theirs })).body.message).toBe('头像图片不存在，请重新选择图片素材');
    for (const field of ['name', 'title', 'intro', 'specialities']) expect((await save({ name: '林', [field]: '传销' })).body).toEqual(SENSITIVE);
    expect(await profile()).toEqual(before);
  });

  it("lets a staff account with 系统设置 edit its teacher's profile, and keeps each teacher's own", async () => {
    expect((await save({ name: '林老师', title: '助教代填' }, demo.staff)).body.data).toMatchObject({ name: '林老师', title: '助教代填' });
    expect((await profile()).title).toBe('助教代填');
    expect((await profile(demo.other)).title).toBe('');
  });
});

describe('Douyin scopes', () => {
  it('reads every scope: user information always granted, the others off until switched', async () => {
    expect((await scopes()).map((s) => [s.scope, s.enabled, s.required, s.changed_at])).toEqual([
      ['user_info', 1, true, 0],
      ['video.create', 0, false, 0],
      ['video.data', 0, false, 0],
      ['fans.data', 0, false, 0],
      ['im.group', 0, false, 0],
    ]);
  });

  it('saves the switches that change with their time, refuses turning off user information, and only for the main account', async () => {
    const saved = (await demo.post(P.ttScope, { scopes: [{ scope: 'user_info', enabled: 1 }, { scope: 'video.create', enabled: 1 }, { scope: 'video.data', enabled: 0 }] })).body.rows as TtScopeState[];
    const byScope = new Map(saved.map((s) => [s.scope, s]));
    expect(byScope.get('video.create')).toMatchObject({ enabled: 1 });
    expect(byScope.get('video.create')!.changed_at).toBeGreaterThan(0);
    // unchanged: no time
    expect(byScope.get('video.data')!.changed_at).toBe(0);
    expect(byScope.get('user_info')!.changed_at).toBe(0);

    expect((await demo.post(P.ttScope, { scopes: [{ scope: 'user_info', enabled: 0 }] })).body.message).toBe('获取用户公开信息是绑定抖音账号的必需授权，不能关闭');
    expect((await demo.post(P.ttScope, { scopes: [{ scope: 'video.publish', enabled: 1 }] })).body.message).toMatch(/^参数错误：scopes/);
    expect((await demo.post(P.ttScope, { scopes: [{ scope: 'im.group', enabled: 1 }] }, demo.staff)).body).toMatchObject({ code: 40300, message: '仅主账号可以修改抖音授权范围' });
    expect((await scopes(demo.staff)).find((s) => s.scope === 'im.group')!.enabled).toBe(0);
    // each teacher's own
    expect((await scopes(demo.other)).find((s) => s.scope === 'video.create')!.enabled).toBe(0);
  });
});
