import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4600';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function session(phone) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await page.goto(base + '/login');
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('密码', { exact: true }).fill('lectern-demo');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/dashboard/);
  return page;
}
const t = await session('13800000000');
const token = await t.evaluate(() => 1);
await t.goto(base + '/planet/list'); await t.waitForTimeout(1200);
const link = t.getByRole('link', { name: '林老师的写作星球' }).first();
await link.click(); await t.waitForTimeout(1200);
const id = new URL(t.url()).searchParams.get('id');
for (const s of process.argv.slice(2)) {
  const [mode, path] = s.split(':');
  const page = mode === 'p' ? (globalThis.p ??= await session('13800000002')) : t;
  const url = path.includes('detail') && mode !== 'p' ? `${base}${path}?id=${id}` : base + path;
  await page.goto(url); await page.waitForTimeout(1800);
  await page.screenshot({ path: `/tmp/shots/${mode}${path.replaceAll('/', '_')}.png`, fullPage: false });
}
await browser.close();
