import { test, expect } from '@playwright/test';
import { loginWithPassword, sharedServerLog, TEACHER, waitForSmsCode, lastSmsCode, PLANET_TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test('a teacher signs in with phone and password and lands on the dashboard', async ({ page }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('林老师');
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('手机号').fill(TEACHER);
  await page.getByLabel('密码', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '手机号或密码错误' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the form explains a malformed phone number before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('手机号').fill('1380000');
  await page.getByLabel('密码', { exact: true }).fill('x');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入 11 位手机号')).toBeVisible();
});

test('a teacher signs in with an SMS code read from the server log, with a resend countdown', async ({ page }) => {
  const before = lastSmsCode(sharedServerLog(), PLANET_TEACHER);
  await page.goto('/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByLabel('手机号').fill(PLANET_TEACHER);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+ 秒后重新获取/ })).toBeDisabled();
  const code = await waitForSmsCode(sharedServerLog, PLANET_TEACHER, before);
  await page.getByLabel('验证码', { exact: true }).fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // the planet member-mode teacher lands in planet mode
  await expect(page).toHaveURL(/\/p\/dashboard$/);
  expect(sharedServerLog()).not.toMatch(/"authorization"/i);
});

test('the login page has no accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
