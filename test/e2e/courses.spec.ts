import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from '@playwright/test';
import { ROUTE_TITLES_ZH } from '@shared/i18n/route-titles/zh-CN.ts';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { decodeQrInPng } from './support/qr.ts';

/**
 * 课程管理 as the demo teacher: a video course made with a cover and a video picked from the library and
 * details in rich text (its video its first lesson), its lessons put in order by keyboard and by dragging, put on
 * sale, taken into a column and into a new one from its create form, copied, and deleted with a question that names what goes with it; what the server stored is checked each time.
 */

const unique = (stem: string) => `${stem}${Date.now().toString(36).slice(-4)}`;
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

type Stored = { id: number; title: string; status: number; price: number; original_price: number; cover_id: number; source_id: number; teacher_name: string; content: string; lesson_count: number; column_count: number };

async function serverCourses(baseURL: string, type: string): Promise<Stored[]> {
  const session = await apiLogin(baseURL, TEACHER);
  const answer = await apiGet(baseURL, `/api/v3/course/findList?type=${type}&pageSize=100`, session.data.token.id);
  expect(answer.result).toBe('ok');
  return answer.rows as Stored[];
}

async function serverLessons(baseURL: string, courseId: number): Promise<string[]> {
  const session = await apiLogin(baseURL, TEACHER);
  const answer = await apiGet(baseURL, `/api/v3/course/lesson/findList?course_id=${courseId}`, session.data.token.id);
  return (answer.rows as { title: string }[]).map((lesson) => lesson.title);
}

async function pickFromLibrary(page: Page, button: string, dialogName: string, file: string) {
  await page.getByRole('button', { name: button }).click();
  const selector = page.getByRole('dialog', { name: dialogName });
  await selector.getByRole('checkbox', { name: file, exact: true }).check();
  await selector.getByRole('button', { name: '确定' }).click();
  await expect(selector).toBeHidden();
}

test('a video course from the library: create, lessons in order, on sale, into a column, copy, delete', async ({ page, baseURL }) => {
  // a long journey with an axe check at each stop
  test.setTimeout(240_000);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: '课程管理' }).click();
  await menu.getByRole('link', { name: '视频课', exact: true }).click();
  await expect(page).toHaveURL(/\/course\/video\/manage$/);
  await expect(page.getByRole('heading', { level: 1, name: '视频课' })).toBeVisible();
  await expect(row(page, '写作入门：从一句话到一篇文章')).toContainText('¥99.00');
  await expectNoAxeViolations(page);

  // create
  const title = unique('剪辑入门');
  await page.getByRole('link', { name: '新建视频课' }).click();
  await expect(page).toHaveURL(/\/course\/video\/create$/);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请选择课程视频')).toBeVisible();
  await page.getByLabel('课程标题', { exact: true }).fill(title);
  await page.getByLabel('课程简介').fill('十分钟学会剪辑');
  await pickFromLibrary(page, '选择图片', '选择图片', '写作课封面.png');
  await pickFromLibrary(page, '从素材库选择', '选择视频', '第1课 写作入门.mp4');
  await expect(page.getByText('第1课 写作入门.mp4')).toBeVisible();
  await page.getByLabel('讲师').selectOption({ label: '周老师' });
  await page.getByLabel('售价（元）').fill('19.9');
  await page.getByLabel('划线价（元）').fill('9.9');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('划线价不能低于售价')).toBeVisible();
  await page.getByLabel('划线价（元）').fill('29.9');
  const details = page.getByRole('textbox', { name: '课程详情' });
  await details.click();
  await page.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('先学会看');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/course\/video\/manage$/);
  await expect(row(page, title)).toContainText('¥19.90');
  await expect(row(page, title)).toContainText('已下架');
  await expect(row(page, title)).toContainText('1 个课时');
  const made = (await serverCourses(baseURL!, 'video')).find((course) => course.title === title)!;
  expect(made).toMatchObject({ price: 1990, original_price: 2990, status: 0, teacher_name: '周老师' });
  expect(made.cover_id).toBeGreaterThan(0);
  expect(made.source_id).toBeGreaterThan(0);
  expect(made.content).toContain('<strong>先学会看</strong>');

  // lessons: the course's video and two more, then in order by keyboard and by dragging
  const crumbs = page.getByRole('navigation', { name: '面包屑' }).getByRole('listitem');
  const listCrumbs = await crumbs.allTextContents();
  await row(page, title).getByRole('link', { name: `课时：${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `课时管理：${title}` })).toBeVisible();
  // the breadcrumb leads back through the list it came from and names the course (首页 / 课程 / 视频课 / … / 课时)
  await expect(crumbs).toHaveText([...listCrumbs, title, ROUTE_TITLES_ZH['/course/lesson']!]);
  await expect(crumbs.nth(listCrumbs.length - 1).getByRole('link')).toHaveAttribute('href', '/course/video/manage');
  const first = '第1课 写作入门';
  await expect(page.getByRole('button', { name: `下移：${first}` })).toBeVisible();
  for (const [lesson, file] of [['第二节', '第2课 故事结构.mp4'], ['第三节', '第1课 写作入门.mp4']] as const) {
    await page.getByRole('button', { name: '新建课时' }).click();
    const dialog = page.getByRole('dialog', { name: '新建课时' });
    await dialog.getByLabel('课时标题').fill(lesson);
    await pickFromLibrary(page, '从素材库选择', '选择视频', file);
    if (lesson === '第二节') await dialog.getByRole('switch', { name: '允许试看' }).check();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, lesson)).toBeVisible();
  }
  await expect(row(page, '第二节')).toContainText('试看');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `下移：${first}` }).click();
  await expect(page.getByRole('button', { name: `下移：${first}` })).toBeFocused();
  await expect.poll(() => serverLessons(baseURL!, made.id)).toEqual(['第二节', first, '第三节']);
  const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^上移：/ }) });
  await rows.nth(2).dragTo(rows.nth(0));
  await expect.poll(() => serverLessons(baseURL!, made.id)).toEqual(['第三节', '第二节', first]);
  await page.reload();
  await expect(page.getByRole('row').nth(1)).toContainText('第三节');

  // on sale
  await page.goto('/course/video/manage');
  await row(page, title).getByRole('button', { name: `上架：${title}` }).click();
  await expect(row(page, title)).toContainText('已上架');
  expect((await serverCourses(baseURL!, 'video')).find((course) => course.id === made.id)).toMatchObject({ status: 1, lesson_count: 3 });

  // into the demo column
  await menu.getByRole('link', { name: '专栏', exact: true }).click();
  await row(page, '林老师写作专栏').getByRole('link', { name: '管理课程：林老师写作专栏' }).click();
  await page.getByRole('button', { name: '添加课程' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('checkbox', { name: title }).check();
  await picker.getByRole('button', { name: /^添加/ }).click();
  await expect(picker).toBeHidden();
  await expect(row(page, title)).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await serverCourses(baseURL!, 'video')).find((course) => course.id === made.id)).toMatchObject({ column_count: 1 });

  // a new column takes its courses in its form and goes on sale at once, once it holds one
  const column = unique('剪辑专栏');
  await page.goto('/course/column/create');
  await page.getByLabel('课程标题', { exact: true }).fill(column);
  await page.getByRole('switch', { name: '保存后立即上架' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请先勾选专栏收录的课程，再上架')).toBeVisible();
  await page.getByRole('group', { name: '收录课程' }).getByRole('checkbox', { name: `${title}（视频课程）` }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/course\/column$/);
  await expect(row(page, column)).toContainText('已上架');
  await expect(row(page, column)).toContainText('1 门课程');

  // copy, then delete the copy: the question names its lessons and its column
  await page.goto('/course/video/manage');
  await row(page, title).getByRole('link', { name: `复制：${title}` }).click();
  await expect(page).toHaveURL(/\/course\/column\/copy\?id=/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '复制', exact: true }).click();
  await expect(page).toHaveURL(/\/course\/video\/manage$/);
  const copyTitle = `${title}（副本）`;
  await expect(row(page, copyTitle)).toContainText('已下架');
  expect(await serverLessons(baseURL!, (await serverCourses(baseURL!, 'video')).find((course) => course.title === copyTitle)!.id)).toEqual(['第三节', '第二节', first]);

  await row(page, title).filter({ hasNotText: '副本' }).getByRole('button', { name: `删除：${title}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('3 个课时将一并删除');
  await expect(confirm).toContainText('从 2 个专栏中移除');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('row').filter({ hasText: title }).filter({ hasNotText: '副本' })).toHaveCount(0);
  expect((await serverCourses(baseURL!, 'video')).map((course) => course.id)).not.toContain(made.id);
});

test('every course list and create page as the teacher, with axe', async ({ page }) => {
  test.setTimeout(180_000);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const [path, heading] of [
    ['/course/audio', '音频课'],
    ['/course/richtext', '图文课'],
    ['/course/mixture', '组合课'],
    ['/course/column', '专栏'],
    ['/course/private', '私域课'],
    ['/course/service', '服务课'],
    ['/course/audio/create', '新建音频课'],
    ['/course/richtext/create', '新建图文课'],
    ['/course/mixture/create', '新建组合课'],
    ['/course/column/create', '新建专栏'],
    ['/course/column/copy?id=1', '复制课程'],
    ['/content/video', '视频内容'],
    ['/content/audio', '音频内容'],
    ['/content/video/edit', '新建视频'],
    ['/content/audio/edit', '新建音频'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('content items, the dialog of service courses and the lessons of a mixed course, with axe', async ({ page }) => {
  test.setTimeout(180_000);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  // a rich-text content item (单品) from its edit page
  const item = unique('五分钟读懂结构');
  await page.goto('/content/rich');
  await expect(row(page, '一篇好开头的五个标准')).toContainText('¥5.90');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '新建图文' }).click();
  await expect(page).toHaveURL(/\/content\/rich\/edit$/);
  await page.getByLabel('课程标题', { exact: true }).fill(item);
  await page.getByRole('textbox', { name: '课程详情' }).click();
  await page.keyboard.type('结构就是顺序');
  await page.getByRole('switch', { name: '保存后立即上架' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/content\/rich$/);
  await expect(row(page, item)).toContainText('已上架');
  await row(page, item).getByRole('link', { name: `编辑：${item}` }).click();
  await expect(page).toHaveURL(/\/content\/rich\/edit\?id=\d+$/);
  await expect(page.getByRole('textbox', { name: '课程详情' })).toContainText('结构就是顺序');

  // a service course is made in the list's dialog
  await page.goto('/course/service');
  await page.getByRole('button', { name: '新建服务课' }).click();
  const dialog = page.getByRole('dialog', { name: '新建服务课' });
  await expect(dialog.getByRole('textbox', { name: '课程详情' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // a mixed course's lessons of every kind
  await page.goto('/course/mixture');
  await row(page, '从零开始写小说（组合课）').getByRole('link', { name: /^课时：/ }).click();
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: '新建课时' }).click();
  const lessonDialog = page.getByRole('dialog', { name: '新建课时' });
  await expect(lessonDialog.getByRole('radio')).toHaveCount(3);
  await expectNoAxeViolations(page);
  // a lesson hands out courseware of /teach/courseware
  await lessonDialog.getByRole('radio', { name: '图文' }).check();
  await lessonDialog.getByLabel('课时标题').fill('写作资料包');
  await lessonDialog.getByRole('checkbox', { name: '课程大纲' }).check();
  await lessonDialog.getByRole('button', { name: '保存' }).click();
  await expect(row(page, '写作资料包')).toContainText('课程大纲');
  await expect(page.getByRole('row')).toHaveCount(5);
  // the same lessons from the kind's manage address
  await page.goto(page.url().replace('/course/lesson?course=', '/course/mixture/manage?id='));
  await expect(page.getByRole('heading', { level: 1, name: '课时管理：从零开始写小说（组合课）' })).toBeVisible();
});

test("a course's poster and playbill download as PNGs whose QR code opens the course's link", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  const title = '写作入门：从一句话到一篇文章';
  const course = (await serverCourses(baseURL!, 'video')).find((row) => row.title === title)!;
  const link = `https://h5.lectern.example/course/detail?id=${course.id}`;
  await page.goto('/course/video/manage');
  await row(page, title).getByRole('link', { name: `海报：${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/course/video/poster\\?id=${course.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `课程海报：${title}` })).toBeVisible();
  await expect(page.getByText(link)).toBeVisible();
  await expectNoAxeViolations(page);

  for (const [kind, heading] of [['海报', '课程海报'], ['节目单', '课程节目单']] as const) {
    if (kind === '节目单') {
      await page.getByRole('link', { name: '查看节目单' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `${heading}：${title}` })).toBeVisible();
    }
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载图片' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${title}-${kind}.png`);
    const png = await readFile((await file.path())!);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const decoded = await decodeQrInPng(page, png);
    expect(decoded).toMatchObject({ text: link, width: 750 });
  }
});
