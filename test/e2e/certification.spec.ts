import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { CERTIFICATION_PATHS } from '@shared/certification/paths.ts';
import type { Application, TeacherProfile, TtScopeState } from '@shared/certification/types.ts';
import { writePng } from '@test/fixtures/media.ts';
import { apiGet } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { serverWithDevRoutes } from './support/dev-server.ts';

/**
 * 资料与认证 as the demo teacher: the teacher profile saved and kept, the seeded role application (rejected
 * with a reason) sent again through its three steps with a certificate uploaded from this machine, a draft kept
 * across a reload, the platform's reviewer (the development route) approving it, and the states on
 * /setting/myRoleApply; the Douyin scopes switched; every route of the area checked with axe. A server of its own:
 * the review route needs LECTERN_DEV_ROUTES=1.
 */
const files = mkdtempSync(join(tmpdir(), 'lectern-cert-e2e-'));
const dev = serverWithDevRoutes({ timeout: 120_000, signedIn: true });

const { open } = dev;
async function api<T>(path: string, query = ''): Promise<T> {
  const answer = await apiGet(dev.baseURL, `${path}${query}`, dev.token);
  expect(answer.result, JSON.stringify(answer)).toBe('ok');
  return (answer.data ?? answer.rows) as T;
}
async function post<T>(path: string, body: unknown): Promise<T> {
  const answer = await dev.call<{ result: string; data: T; message?: string }>('POST', path, body);
  expect(answer.result, JSON.stringify(answer)).toBe('ok');
  return answer.data;
}

test('the teacher profile: the seeded one with its label, saved with an avatar from the library, kept after a reload', async ({ page }) => {
  await open(page, '/setting/self');
  const links = page.getByRole('region', { name: '资料与认证' });
  await links.getByRole('link', { name: '讲师信息' }).click();
  await expect(page).toHaveURL(/\/setting\/teacher\/information$/);
  await expect(page.getByRole('heading', { level: 1, name: '讲师信息' })).toBeVisible();
  await expect(page.getByLabel('讲师名称')).toHaveValue('林老师');
  await expect(page.getByRole('region', { name: '认证标识' })).toContainText('已实名');
  await expectNoAxeViolations(page);

  await page.getByLabel('头衔').fill('金牌写作讲师');
  await page.getByLabel('擅长领域').fill('小说写作、散文');
  await page.getByRole('button', { name: '更换图片' }).click();
  const pictures = page.getByRole('dialog', { name: '选择图片' });
  await pictures.getByRole('checkbox', { name: '写作课封面.png', exact: true }).check();
  await pictures.getByRole('button', { name: '确定' }).click();
  await expect(pictures).toBeHidden();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('已保存')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('头衔')).toHaveValue('金牌写作讲师');
  const stored = await api<TeacherProfile>(CERTIFICATION_PATHS.profile);
  expect(stored).toMatchObject({ title: '金牌写作讲师', specialities: '小说写作、散文' });
  expect(stored.avatar_id).toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: '头像' })).toBeVisible();
});

test('the rejected role application sent again in three steps with an uploaded certificate, reviewed, its states on 我的认证申请', async ({ page }) => {
  await open(page, '/setting/myRoleApply');
  await expect(page.getByRole('heading', { level: 1, name: '我的认证申请' })).toBeVisible();
  const table = page.getByRole('table', { name: '认证申请' });
  const roleRow = table.getByRole('row').filter({ hasText: '讲师认证' });
  await expect(roleRow).toContainText('已驳回');
  await expect(roleRow).toContainText('资质证书照片无法辨认证书编号');
  await expect(table.getByRole('row').filter({ hasText: '实名认证' })).toContainText('已通过');
  await expectNoAxeViolations(page);

  await roleRow.getByRole('link', { name: '讲师认证：重新申请' }).click();
  await expect(page).toHaveURL(/\/setting\/roleBaseInfoApply$/);
  await expect(page.getByRole('note')).toContainText('申请已驳回：资质证书照片无法辨认证书编号');
  await expect(page.getByRole('list', { name: '填写步骤' }).getByRole('listitem')).toHaveText(['1基本信息认证', '2类目信息认证', '3资质认证']);
  await expect(page.getByLabel('真实姓名')).toHaveValue('林书言');
  // a malformed phone is refused in the form, the input kept
  await page.getByLabel('联系电话').fill('1380000');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('联系电话格式不正确')).toBeVisible();
  await page.getByLabel('联系电话').fill('13800000000');
  await page.getByLabel('所在城市').fill('上海');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page).toHaveURL(/\/setting\/roleClassInfoApply$/);
  await expect(page.getByRole('heading', { level: 1, name: '类目信息认证' })).toBeVisible();
  await page.getByLabel('擅长领域').fill('小说写作、剧本写作');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  // the draft is on the server: a reload continues from it
  await page.reload();
  await expect(page.getByLabel('擅长领域')).toHaveValue('小说写作、剧本写作');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page).toHaveURL(/\/setting\/roleAuthInfoApply$/);
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('请填写资质证书')).toBeVisible();
  // a certificate photographed on this machine, uploaded through the picture selector into the library
  const certificate = writePng(files, '职业资格证书-e2e.png', 120, 80);
  await page.getByRole('button', { name: '选择图片' }).click();
  const selector = page.getByRole('dialog', { name: '选择图片' });
  await selector.getByRole('button', { name: '上传', exact: true }).click();
  const upload = page.getByRole('dialog', { name: '上传图片' });
  await upload.locator('input[type=file]').setInputFiles(certificate);
  await upload.getByRole('button', { name: '开始上传' }).click();
  await expect(upload.getByText('上传完成')).toBeVisible();
  await upload.getByRole('button', { name: '关闭', exact: true }).last().click();
  await expect(upload).toBeHidden();
  await selector.getByRole('checkbox', { name: '职业资格证书-e2e.png', exact: true }).check();
  await selector.getByRole('button', { name: '确定' }).click();
  await expect(selector).toBeHidden();
  await expect(page.getByRole('img', { name: '资质证书 1' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '提交审核' }).click();

  await expect(page).toHaveURL(/\/setting\/myRoleApply$/);
  await expect(roleRow).toContainText('审核中');
  const sent = await api<Application>(CERTIFICATION_PATHS.applyCurrent, '?kind=role');
  expect(sent).toMatchObject({ status: 'submitted', data: { city: '上海', topics: '小说写作、剧本写作' } });
  expect(sent.data.certificates).toHaveLength(1);

  // under review, the form shows what was sent instead
  await open(page, '/setting/roleBaseInfoApply');
  await expect(page.getByRole('status')).toContainText('申请审核中');
  await expectNoAxeViolations(page);

  // the platform's reviewer approves it
  await post(CERTIFICATION_PATHS.devReview, { id: sent.id, decision: 'approve' });
  await open(page, '/setting/myRoleApply');
  await expect(roleRow).toContainText('已通过');
  await open(page, '/setting/teacher/information');
  await expect(page.getByRole('region', { name: '认证标识' })).toContainText('认证讲师 · 文学写作');
});

test('the identification pages, the company application and the Douyin scopes, each checked with axe', async ({ page }) => {
  await open(page, '/setting/IdentificationSuccess');
  await expect(page.getByRole('heading', { level: 1, name: /实名认证成功/ })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('110***********002X');
  await expectNoAxeViolations(page);
  await open(page, '/setting/identificationApply');
  await expect(page.getByRole('status')).toContainText('认证已通过');
  await expectNoAxeViolations(page);

  await open(page, '/setting/enterpriseBaseInfoApply');
  await page.getByLabel('企业名称').fill('杭州书言文化传媒有限公司');
  await page.getByLabel('统一社会信用代码').fill('91350100M000100Y44');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('统一社会信用代码校验位不正确，请核对后重新输入')).toBeVisible();
  await page.getByLabel('统一社会信用代码').fill('91350100M000100Y43');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  await expectNoAxeViolations(page);
  for (const path of ['/setting/enterpriseClassInfoApply', '/setting/enterpriseAuthInfoApply']) {
    await open(page, path);
    await expect(page.getByRole('list', { name: '填写步骤' })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  await open(page, '/setting/ttScope');
  await expect(page.getByRole('heading', { level: 1, name: '抖音授权范围' })).toBeVisible();
  await expect(page.getByRole('switch', { name: '获取用户公开信息' })).toBeDisabled();
  const publish = page.getByRole('switch', { name: '发布视频' });
  await expect(publish).not.toBeChecked();
  await publish.check();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(page.getByText(/将课程短视频发布到你的抖音账号。上次修改：/)).toBeVisible();
  const scopes = await api<TtScopeState[]>(CERTIFICATION_PATHS.ttScope);
  expect(scopes.find((scope) => scope.scope === 'video.create')).toMatchObject({ enabled: 1 });
  await expectNoAxeViolations(page);
});
