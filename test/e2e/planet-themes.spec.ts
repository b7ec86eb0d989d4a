import { test, expect, type Locator, type Page } from '@playwright/test';
import { apiGet, apiLogin, demoPlanetId, loginWithPassword, PLANET_TEACHER, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * The planet feed, topics and their order in the console: publish a post with a picture from the
 * general selector and a topic, top, highlight, edit and delete it, the content check, columns, reorder topics by drag-and-drop and by
 * the 上移/下移 buttons (kept after a reload and on the server), and the feed in planet member mode.
 */

type StoredTheme = { id: number; content: string; status: number; top: number; highlight: number; praise_count: number; praised: number; media: { id: number; source_type: string }[]; topics: { name: string }[] };
type StoredTopic = { id: number; name: string };

const unique = (stem: string) => `${stem}${Date.now().toString(36).slice(-5)}`;

async function server(baseURL: string, phone: string) {
  const token = (await apiLogin(baseURL, phone)).data.token.id;
  return {
    planetId: await demoPlanetId(baseURL, phone, token),
    themes: async (planetId: number, query = '') => (await apiGet(baseURL, `/api/v4/theme/findList?planet_id=${planetId}&pageSize=50${query}`, token)).rows as StoredTheme[],
    columns: async (planetId: number) => (await apiGet(baseURL, `/api/v4/planetColumn/findList?planet_id=${planetId}`, token)).rows as { id: number; title: string; status: number; theme_count: number }[],
    columnThemes: async (columnId: number) => ((await apiGet(baseURL, `/api/v4/planetColumn/relationList?column_id=${columnId}`, token)).rows as StoredTheme[]).map((theme) => theme.content),
    topics: async (planetId: number) => ((await apiGet(baseURL, `/api/v4/planetTopic/list?planet_id=${planetId}`, token)).rows as StoredTopic[]).map((topic) => topic.name),
  };
}

const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const topicNames = async (page: Page) => (await page.locator('tbody tr .lc-themes__topic-name').allTextContents()).map((name) => name.replace(/^#/, ''));
const loaded = (image: Locator) => expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

test('a teacher publishes a post with a picture and a topic, tops, highlights and praises it, edits and deletes it; a sensitive word is refused', async ({ page, baseURL }) => {
  test.slow();
  const api = await server(baseURL!, TEACHER);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/planet/detail/active?id=${api.planetId}`);
  await expect(page.getByRole('heading', { name: '林老师的写作星球' })).toBeVisible();
  await expect(page.getByRole('link', { name: '动态' })).toHaveAttribute('aria-current', 'page');
  const welcome = card(page, '欢迎来到写作星球');
  await expect(welcome).toContainText('置顶');
  await expect(page.getByRole('article').first()).toContainText('欢迎来到写作星球');
  await expectNoAxeViolations(page);

  const text = unique('今天的练习');
  await page.getByRole('button', { name: '发布动态' }).click();
  const composer = page.getByRole('dialog', { name: '发布动态' });
  await composer.getByLabel('内容').fill(`${text}\n第二行：写一个场景`);
  await composer.getByRole('button', { name: '添加图片/音频/视频' }).click();
  const selector = page.getByRole('dialog', { name: '选择视频' });
  await selector.getByRole('checkbox', { name: '专栏配图-1.png', exact: true }).check();
  await selector.getByRole('button', { name: '确定' }).click();
  await expect(selector).toBeHidden();
  await loaded(composer.locator('img'));
  await composer.getByRole('checkbox', { name: '#范文拆解' }).check();
  await expectNoAxeViolations(page);
  await composer.getByRole('button', { name: '发布' }).click();
  await expect(composer).toBeHidden();

  const mine = card(page, text);
  await expect(mine).toBeVisible();
  // text with its line break, as text
  await expect(mine.locator('.lc-themes__content p')).toHaveText([text, '第二行：写一个场景']);
  await loaded(mine.getByRole('img', { name: '林老师 的图片 1' }));
  await expect(mine).toContainText('#范文拆解');

  await mine.getByRole('button', { name: '置顶' }).click();
  await expect(mine.locator('.lc-themes__badge--top')).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(text);
  await mine.getByRole('button', { name: '设为精华' }).click();
  await expect(mine.locator('.lc-themes__badge--highlight')).toBeVisible();
  await expect(mine.getByRole('button', { name: '取消置顶' })).toBeVisible();

  const praise = mine.getByRole('button', { name: '点赞 0' });
  await praise.click();
  await expect(mine.getByRole('button', { name: '点赞 1' })).toHaveAttribute('aria-pressed', 'true');

  const stored = (await api.themes(api.planetId)).find((theme) => theme.content.startsWith(text))!;
  expect(stored).toMatchObject({ status: 1, top: 1, highlight: 1, praise_count: 1, praised: 1, content: `${text}\n第二行：写一个场景` });
  expect(stored.media).toEqual([expect.objectContaining({ source_type: 'picture' })]);
  expect(stored.topics.map((topic) => topic.name)).toEqual(['范文拆解']);
  // the highlight filter shows it
  await page.getByRole('tab', { name: '精华' }).click();
  await expect(card(page, text)).toBeVisible();
  await expect(card(page, '欢迎来到写作星球')).toHaveCount(0);
  // the filter lives in the address bar: a reload shows the same feed
  await expect(page).toHaveURL(/filter=highlight/);
  await page.reload();
  await expect(page.getByRole('tab', { name: '精华' })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, text)).toBeVisible();
  await expect(card(page, '欢迎来到写作星球')).toHaveCount(0);
  await page.getByRole('tab', { name: '全部' }).click();

  // spec §5: the content check refuses, the dialog keeps the text
  const banned = unique('欢迎来玩网络赌场');
  await page.getByRole('button', { name: '发布动态' }).click();
  await composer.getByLabel('内容').fill(banned);
  await composer.getByRole('button', { name: '发布' }).click();
  await expect(composer.getByRole('alert')).toHaveText('操作失败，内容包含敏感词');
  await expect(composer.getByLabel('内容')).toHaveValue(banned);
  await composer.getByRole('button', { name: '取消' }).click();
  expect((await api.themes(api.planetId)).map((theme) => theme.content)).not.toContain(banned);

  // edit keeps the picture and topic; delete asks first
  await mine.getByRole('button', { name: '编辑' }).click();
  const editor = page.getByRole('dialog', { name: '编辑动态' });
  await expect(editor.getByLabel('内容')).toHaveValue(`${text}\n第二行：写一个场景`);
  await editor.getByLabel('内容').fill(`${text}（已修改）`);
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor).toBeHidden();
  await expect(mine.locator('.lc-themes__content')).toHaveText(`${text}（已修改）`);
  await expect(mine).toContainText('#范文拆解');
  await mine.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: '删除动态' }));
  await expect(confirm).toContainText('确认要删除这条动态吗？');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(card(page, text)).toHaveCount(0);
  expect((await api.themes(api.planetId)).some((theme) => theme.content.startsWith(text))).toBe(false);
});

test('topics are reordered by drag-and-drop and by the move buttons; the order is kept after a reload and on the server', async ({ page, baseURL }) => {
  test.slow();
  const api = await server(baseURL!, TEACHER);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/planet/detail/tags?id=${api.planetId}`);
  const table = page.getByRole('table', { name: '话题列表' });
  await expect(table).toBeVisible();
  const before = await api.topics(api.planetId);
  await expect.poll(() => topicNames(page)).toEqual(before);
  await expect(table.getByRole('row').filter({ hasText: '答疑' })).toContainText(/\d/);
  await expectNoAxeViolations(page);

  // drag the first row onto the third
  const rows = table.locator('tbody tr');
  await rows.nth(0).dragTo(rows.nth(2));
  const dragged = [before[1]!, before[2]!, before[0]!, ...before.slice(3)];
  await expect.poll(() => topicNames(page)).toEqual(dragged);
  await expect.poll(() => api.topics(api.planetId)).toEqual(dragged);
  await page.reload();
  await expect.poll(() => topicNames(page)).toEqual(dragged);

  // keyboard: 下移 on the first row, twice, with Enter; the focus stays on the moved row's button
  const first = dragged[0]!;
  const down = page.getByRole('button', { name: `下移：${first}` });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => topicNames(page)).toEqual([dragged[1]!, first, ...dragged.slice(2)]);
  await expect(down).toBeFocused();
  await page.keyboard.press('Enter');
  const moved = [dragged[1]!, dragged[2]!, first, ...dragged.slice(3)];
  await expect.poll(() => topicNames(page)).toEqual(moved);
  await page.getByRole('button', { name: `上移：${dragged[2]!}` }).click();
  const final = [dragged[2]!, dragged[1]!, first, ...dragged.slice(3)];
  await expect.poll(() => topicNames(page)).toEqual(final);
  await expect.poll(() => api.topics(api.planetId)).toEqual(final);
  await page.reload();
  await expect.poll(() => topicNames(page)).toEqual(final);
});

test('planet member mode: the feed of 周老师的摄影会员星球 under /p/planet/detail/active', async ({ page, baseURL }) => {
  const api = await server(baseURL!, PLANET_TEACHER);
  await loginWithPassword(page, PLANET_TEACHER, '/p/login');
  await expect(page).toHaveURL(/\/p\/dashboard$/);
  await page.goto(`/p/planet/detail/active?id=${api.planetId}`);
  await expect(page.getByRole('heading', { name: '周老师的摄影会员星球' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('星球使用说明');
  await expect(card(page, '构图小技巧').locator('.lc-themes__badge--highlight')).toBeVisible();
  await page.getByRole('link', { name: '话题' }).click();
  await expect(page).toHaveURL(/\/p\/planet\/detail\/tags\?id=\d+$/);
  await expect.poll(() => topicNames(page)).toEqual(await api.topics(api.planetId));
});

test('columns: create one, add and remove posts, hide it; the server keeps it', async ({ page, baseURL }) => {
  const api = await server(baseURL!, TEACHER);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/planet/detail/columns?id=${api.planetId}`);
  const table = page.getByRole('table', { name: '专栏列表' });
  await expect(table.getByRole('row').filter({ hasText: '范文精读' })).toContainText('已发布');
  await expectNoAxeViolations(page);

  const title = unique('每周点评');
  await page.getByRole('button', { name: '新建专栏' }).click();
  await page.getByRole('dialog', { name: '新建专栏' }).getByLabel('专栏名称').fill(title);
  await page.getByRole('dialog', { name: '新建专栏' }).getByRole('button', { name: '确定' }).click();
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('已发布');

  await row.getByRole('button', { name: '管理动态' }).click();
  const dialog = page.getByRole('dialog', { name: `专栏“${title}”的动态` });
  await dialog.getByRole('button', { name: /^将“范文拆解：汪曾祺/ }).click();
  await expect(dialog.getByRole('heading', { name: '专栏中的动态（1）' })).toBeVisible();
  await dialog.getByRole('button', { name: /^将“本周练习/ }).click();
  await expect(dialog.getByRole('heading', { name: '专栏中的动态（2）' })).toBeVisible();
  await dialog.getByRole('button', { name: /^将“范文拆解：汪曾祺.*移出专栏$/ }).click();
  await expect(dialog.getByRole('heading', { name: '专栏中的动态（1）' })).toBeVisible();
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');

  await row.getByRole('button', { name: '隐藏' }).click();
  await expect(row).toContainText('已隐藏');
  const stored = (await api.columns(api.planetId)).find((column) => column.title === title)!;
  expect(stored).toMatchObject({ status: 0, theme_count: 1 });
  expect((await api.columnThemes(stored.id))[0]).toMatch(/^本周练习/);

  // the page lives in the address bar (one column a page here)
  await page.goto(`/planet/detail/columns?id=${api.planetId}&pageSize=1`);
  const firstCell = table.locator('tbody tr td').first();
  const onFirst = await firstCell.textContent();
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(firstCell).not.toHaveText(onFirst!);
  const onSecond = await firstCell.textContent();
  await page.reload();
  await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expect(firstCell).toHaveText(onSecond!);
});
