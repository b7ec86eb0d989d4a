/** The applications: drafts per step, submission, the review states, owner scoping, against the real server. */
import { describe, expect, it } from 'vitest';
import { CERTIFICATION_PATHS as P } from '@shared/certification/paths.ts';
import type { Application, ApplicationRow, ApplyData, ApplyKind, TeacherProfile } from '@shared/certification/types.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { NOTIFICATION_PATHS } from '@shared/notifications/contract.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServerWithoutDevRoutes } from '@server/test-support/start-server.ts';
import { DEMO_REJECT_REASON } from './seed.ts';
import { useCertificationServer } from './test-support.ts';

const demo = useCertificationServer();

const ENTERPRISE_BASE = { company_name: '杭州书言文化传媒有限公司', credit_code: '91350100M000100Y43', legal_person: '林书言', contact_name: '王敏', contact_phone: '13800000009' };
const ENTERPRISE_CLASS = { category: 'writing', brand: '书言写作', business: '在线写作课程与出版咨询' };

const draft = (kind: ApplyKind, step: number, data: ApplyData, token?: string) => demo.post<Application>(P.applyDraft, { kind, step, data }, token);
const submit = (id: number, token?: string) => demo.post<Application>(P.applySubmit, { id }, token);
const review = (id: number, decision: 'approve' | 'reject', reason = '', token?: string) => demo.post<Application>(P.devReview, { id, decision, reason }, token);
const current = async (kind: ApplyKind, token?: string) => (await demo.get<Application | null>(P.applyCurrent, { kind }, token)).body.data;
const list = async (token?: string) => (await demo.get(P.applyList, {}, token)).body.rows as ApplicationRow[];
const stored = async (id: number) => (await queryTestDatabase<{ status: string; data: string; reject_reason: string }>(demo.server.dataDir, 'select status, data, reject_reason from certification_applications where id = ?', [id]))[0];
const platformMessages = async (token: string) =>
  ((await demo.get(NOTIFICATION_PATHS.messageList, { page: 1, pageSize: 20, msgType: 'platform' }, token)).body.rows as { title: string; subtitle: string }[]).map((m) => `${m.title}｜${m.subtitle}`);

describe('applications', () => {
  it('shows the seeded states: an approved identification (the number masked) and a role application rejected with its reason', async () => {
    const rows = await list();
    expect(rows.map((row) => [row.kind, row.status, row.subject])).toEqual([
      ['role', 'rejected', '林书言'],
      ['identification', 'approved', '林书言'],
    ]);
    expect(rows[0]!.reject_reason).toBe(DEMO_REJECT_REASON);
    // the certificate photo is what is missing: the form continues at 资质认证
    expect(rows[0]!.continue_step).toBe(2);
    const identification = await current('identification');
    expect(identification).toMatchObject({ status: 'approved', data: { real_name: '林书言', id_number: '' }, masked: { id_number: '110***********002X' } });
    expect(JSON.stringify(identification)).not.toContain('11010519491231002X');
    expect((await demo.get<TeacherProfile>(P.profile)).body.data!.badges).toEqual({ identified: true, certified: false, category: '', enterprise: '' });
  });

  it('saves each step as a draft with only what it holds checked, into the one open application of the kind', async () => {
    const first = await draft('enterprise', 0, { company_name: ' 杭州书言文化传媒有限公司 ' });
    expect(first.body.data).toMatchObject({ kind: 'enterprise', status: 'draft', data: { company_name: '杭州书言文化传媒有限公司' }, continue_step: 0 });
    const id = first.body.data!.id;
    // lower-case letters are the same code
    const second = await draft('enterprise', 0, { ...ENTERPRISE_BASE, credit_code: ENTERPRISE_BASE.credit_code.toLowerCase() });
    expect(second.body.data).toMatchObject({ id, data: ENTERPRISE_BASE, continue_step: 1 });
    const third = await draft('enterprise', 1, { category: 'writing' });
    expect(third.body.data).toMatchObject({ id, data: { ...ENTERPRISE_BASE, category: 'writing' } });
    expect((await list()).filter((row) => row.kind === 'enterprise').map((row) => row.id)).toEqual([id]);
  });

  it('refuses a draft field that is malformed, too long, not a choice or not of the step, naming the step and the field', async () => {
    const refused = async (kind: ApplyKind, step: number, data: ApplyData) => (await draft(kind, step, data)).body;
    expect(await refused('enterprise', 0, { credit_code: '91350100M000100Y44' })).toMatchObject({ code: 40000, message: '企业基本信息认证：统一社会信用代码校验位不正确，请核对后重新输入' });
    expect((await refused('enterprise', 0, { credit_code: 'ABC' })).message).toBe('企业基本信息认证：统一社会信用代码格式不正确');
    expect((await refused('enterprise', 0, { contact_phone: '1380000' })).message).toBe('企业基本信息认证：联系电话格式不正确');
    expect((await refused('enterprise', 1, { business: '长'.repeat(301) })).message).toBe('企业类目认证：主营业务不能超过 300 个字');
    expect((await refused('enterprise', 1, { category: 'gambling' })).message).toBe('企业类目认证：主营类目不是可选的选项');
    expect((await refused('enterprise', 1, { company_name: '换个名字' })).message).toBe('参数错误：data.company_name 不是这一步的字段');
    expect((await refused('enterprise', 2, { licence: [1, 2] })).message).toBe('企业资质认证：营业执照最多 1 张');
    expect((await refused('enterprise', 3, {})).message).toBe('参数错误：step 必须是 0 到 2 之间的整数');
    expect((await refused('role', 0, { real_name: '林\u0007书言' })).message).toBe('参数错误：data.real_name 不能包含控制字符');
    // nothing was written by the refusals
    expect((await current('enterprise'))!.data).toMatchObject({ ...ENTERPRISE_BASE, category: 'writing' });
  });

  it('checks every step on submission, then puts it under review; a submitted one cannot be changed', async () => {
    const id = (await current('enterprise'))!.id;
    expect((await submit(id)).body).toMatchObject({ code: 40000, message: '企业类目认证：主营业务不能为空' });
    await draft('enterprise', 1, ENTERPRISE_CLASS);
    expect((await submit(id)).body.message).toBe('企业资质认证：请上传营业执照');
    const licence = await demo.picture();
    const theirs = await demo.picture(demo.other);
    expect((await draft('enterprise', 2, { licence: [theirs] })).body.message).toBe('证书图片不存在，请重新选择图片素材');
    const saved = (await draft('enterprise', 2, { licence: [licence], permits: [] })).body.data!;
    expect(saved.pictures.map((picture) => picture.id)).toEqual([licence]);
    expect(saved.pictures[0]!.url).toMatch(/^\/api\/v3\/media\/file\//);
    // the library names the application before the licence is deleted
    expect((await demo.get(MATERIAL_PATHS.findUses, { ids: String(licence) })).body.rows).toEqual([{ id: licence, uses: { certification: 1 } }]);

    const sent = await submit(id);
    expect(sent.body.data).toMatchObject({ id, status: 'submitted', continue_step: 2 });
    expect(sent.body.data!.submitted_at).toBeGreaterThan(0);
    expect((await draft('enterprise', 0, { company_name: '改名' })).body).toMatchObject({ code: 40900, message: '申请审核中，请等待审核结果后再修改' });
    expect((await submit(id)).body).toMatchObject({ code: 40900, message: '申请已提交，请等待审核结果' });
    expect((await stored(id))!.status).toBe('submitted');
  });

  it('is rejected with a reason, edited and sent again, then approved: each review tells the teacher in 平台消息', async () => {
    const id = (await current('enterprise'))!.id;
    expect((await review(id, 'reject', '  ')).body).toMatchObject({ code: 40000, message: '请填写驳回原因' });
    const rejected = await review(id, 'reject', '营业执照已过期');
    expect(rejected.body.data).toMatchObject({ id, status: 'rejected', reject_reason: '营业执照已过期' });
    expect((await review(id, 'approve')).body).toMatchObject({ code: 40900, message: '只能审核审核中的申请' });
    expect((await platformMessages(demo.lin))[0]).toBe('企业认证未通过｜驳回原因：营业执照已过期');

    // editing the rejected one makes it a draft again, its reason kept to read
    const licence = await demo.picture();
    const edited = await draft('enterprise', 2, { licence: [licence] });
    expect(edited.body.data).toMatchObject({ id, status: 'draft', reject_reason: '营业执照已过期' });
    expect((await submit(id)).body.data!.status).toBe('submitted');
    const approved = await review(id, 'approve');
    expect(approved.body.data).toMatchObject({ id, status: 'approved', reject_reason: '' });
    expect((await platformMessages(demo.lin))[0]).toBe('企业认证已通过｜你的申请已通过平台审核');
    expect((await demo.get<TeacherProfile>(P.profile)).body.data!.badges).toMatchObject({ identified: true, enterprise: ENTERPRISE_BASE.company_name });

    // a new application after an approved one starts from what was approved; the approval stays until another
    const again = await draft('enterprise', 1, { brand: '书言' });
    expect(again.body.data!.id).not.toBe(id);
    expect(again.body.data).toMatchObject({ status: 'draft', data: { ...ENTERPRISE_BASE, ...ENTERPRISE_CLASS, brand: '书言', licence: [licence] } });
    expect((await list()).filter((row) => row.kind === 'enterprise').map((row) => row.status)).toEqual(['draft', 'approved']);
  });

  it('resubmits the seeded rejected role application once its certificate is uploaded', async () => {
    const role = (await current('role'))!;
    expect((await submit(role.id)).body.message).toBe('资质认证：请上传资质证书');
    const certificate = await demo.picture();
    await draft('role', 2, { certificates: [certificate] });
    expect((await submit(role.id)).body.data).toMatchObject({ id: role.id, status: 'submitted' });
    expect((await review(role.id, 'approve')).body.data!.status).toBe('approved');
    expect((await demo.get<TeacherProfile>(P.profile)).body.data!.badges).toMatchObject({ certified: true, category: 'writing' });
  });

  it('checks the resident ID by GB 11643, never answers it whole, and keeps it when the form sends it empty', async () => {
    const other = demo.other;
    const refused = async (id_number: string) => (await draft('identification', 0, { real_name: '张三', id_number }, other)).body.message;
    expect(await refused('110105194912311234')).toBe('实名认证：身份证号校验位不正确，请核对后重新输入');
    expect(await refused('990105194912311234')).toBe('实名认证：身份证号地区码不正确');
    expect(await refused('110105194902301234')).toBe('实名认证：身份证号出生日期不正确');
    expect(await refused('1101051949')).toBe('实名认证：身份证号格式不正确');
    const saved = (await draft('identification', 0, { real_name: '张三', id_number: '11010519491231002x' }, other)).body.data!;
    expect(saved).toMatchObject({ data: { real_name: '张三', id_number: '' }, masked: { id_number: '110***********002X' } });
    // the form never holds the number: sent empty, the stored one stays
    await draft('identification', 0, { real_name: '张三丰', id_number: '' }, other);
    expect(JSON.parse((await stored(saved.id))!.data)).toEqual({ real_name: '张三丰', id_number: '11010519491231002X' });
    expect((await submit(saved.id, other)).body.data!.status).toBe('submitted');
    expect((await review(saved.id, 'approve', '', other)).body.data!.status).toBe('approved');
    // one real-name check per teacher
    expect((await draft('identification', 0, { real_name: '张三' }, other)).body).toMatchObject({ code: 40900, message: '已完成实名认证，无需再次申请' });
  });

  it("keeps each teacher to their own: another teacher's application answers 404 and stays as it was", async () => {
    const mine = (await current('enterprise'))!;
    expect((await submit(mine.id, demo.other)).body).toMatchObject({ code: 40400, message: '认证申请不存在' });
    expect((await review(mine.id, 'reject', '越权', demo.other)).status).toBe(404);
    expect((await stored(mine.id))!.status).toBe('draft');
    expect((await list(demo.other)).map((row) => row.kind)).toEqual(['identification']);
    expect(await current('role', demo.other)).toBeNull();
  });

  it('lets a staff account with 系统设置 read the applications but not send them', async () => {
    expect((await list(demo.staff)).length).toBeGreaterThan(0);
    expect((await draft('role', 0, { city: '上海' }, demo.staff)).body).toMatchObject({ code: 40300, message: '仅主账号可以提交认证申请' });
    expect((await submit((await current('enterprise'))!.id, demo.staff)).status).toBe(403);
  });

  it('has no reviewer route without LECTERN_DEV_ROUTES=1', async () => {
    const plain = await startServerWithoutDevRoutes();
    try {
      const token = (await login(plain.baseUrl, PHONES.teacher)).token.id;
      const reply = await call(plain.baseUrl, 'POST', P.devReview, { token, json: { id: 1, decision: 'approve' } });
      expect([reply.status, reply.body.message]).toEqual([404, '接口不存在']);
    } finally {
      await plain.close();
    }
  });
});
