/**
 * The global menu catalogue (spec §2 "Left menu groups" and the planet-mode routes), seeded into
 * the modules table. Groups (pid 0) hold leaves; a top-level entry without children is a page.
 * Two entries open other sites (external); the console adds the access token to their URL.
 * Each top-level entry names its module and each leaf its page (shared/menu/modules.ts): a top-level entry without
 * leaves is the page of its module's key. The API routes of a page's screens declare that page.
 */
import { SHELL, type ModuleKey, type PageKey } from '@shared/menu/modules.ts';
import type { AccountMode } from '@server/areas/account/schema.ts';

/** Home of each mode: always in the menu (spec §6), its module `shell` always allowed. */
export const HOME_PATHS: Record<AccountMode, string> = {
  teacher: '/dashboard',
  planet: '/p/dashboard',
};

export type CatalogLeaf = {
  title: string;
  path: string;
  icon?: string;
  /** absolute URL of another site */
  external?: boolean;
  name?: string;
  /** the page a role ticks to grant this leaf; none for other sites' links */
  page?: PageKey;
};

export type CatalogEntry = Omit<CatalogLeaf, 'page'> & { icon: string; module: ModuleKey | typeof SHELL; children?: CatalogLeaf[] };

export const TEACHER_MENU: CatalogEntry[] = [
  { title: '首页', path: HOME_PATHS.teacher, icon: 'home', module: SHELL },
  // spec §2 "Main layout": /dashboard and /planet/list; a menu entry so that planets can be granted (docs/decisions.md)
  { title: '我的星球', path: '/planet/list', icon: 'planet', module: 'planet' },
  {
    title: '课程管理',
    path: '/course',
    module: 'course',
    icon: 'course',
    children: [
      { title: '专栏', path: '/course/column', page: 'course.column' },
      { title: '视频课', path: '/course/video/manage', page: 'course.video' },
      { title: '音频课', path: '/course/audio', page: 'course.audio' },
      { title: '图文课', path: '/course/richtext', page: 'course.richtext' },
      { title: '组合课', path: '/course/mixture', page: 'course.mixture' },
      { title: '私域课', path: '/course/private', page: 'course.private' },
      { title: '服务课', path: '/course/service', page: 'course.service' },
      { title: '课程活动', path: '/course/activityList', page: 'course.activity' },
      { title: '课程评价', path: '/course/evaluation', page: 'course.evaluation' },
    ],
  },
  {
    title: '内容管理',
    path: '/content',
    module: 'content',
    icon: 'content',
    children: [
      { title: '视频内容', path: '/content/video', page: 'content.video' },
      { title: '音频内容', path: '/content/audio', page: 'content.audio' },
      { title: '图文内容', path: '/content/rich', page: 'content.rich' },
    ],
  },
  {
    title: '直播管理',
    path: '/live',
    module: 'live',
    icon: 'live',
    children: [
      { title: '直播列表', path: '/live/list', page: 'live.list' },
      { title: '创建直播', path: '/live/create', page: 'live.create' },
    ],
  },
  {
    // spec §2 "Teaching": /teach/teacher, /teach/book, /teach/courseware
    title: '教学管理',
    path: '/teach',
    module: 'teach',
    icon: 'teach',
    children: [
      { title: '讲师', path: '/teach/teacher', page: 'teach.teacher' },
      { title: '教材', path: '/teach/book', page: 'teach.book' },
      { title: '课件', path: '/teach/courseware', page: 'teach.courseware' },
    ],
  },
  {
    title: '素材中心',
    path: '/materials',
    module: 'materials',
    icon: 'material',
    children: [
      { title: '素材库', path: '/source', page: 'materials.source' },
      { title: '流量统计', path: '/traffic', page: 'materials.traffic' },
      { title: '资源包', path: '/package', page: 'materials.package' },
    ],
  },
  {
    title: '全域获客',
    path: '/platform',
    module: 'platform',
    icon: 'channel',
    children: [
      { title: '抖音', path: '/platform/dy', page: 'platform.dy' },
      { title: '快手', path: '/platform/ks', page: 'platform.ks' },
      { title: '视频号', path: '/platform/sph', page: 'platform.sph' },
      { title: '小红书', path: '/platform/xhs', page: 'platform.xhs' },
      { title: '商城兑换码', path: '/platform/code', page: 'platform.code' },
      { title: '小店后台', path: 'https://shop.example.com/', external: true, name: 'ExternalShop' },
    ],
  },
  {
    title: '互动',
    path: '/interaction',
    module: 'interaction',
    icon: 'interaction',
    children: [
      { title: '打卡', path: '/interaction/punch', page: 'interaction.punch' },
      { title: '考试', path: '/interaction/exam', page: 'interaction.exam' },
      { title: '练习', path: '/interaction/practice', page: 'interaction.practice' },
      { title: '作业', path: '/interaction/homework', page: 'interaction.homework' },
      { title: '问答', path: '/interaction/question', page: 'interaction.question' },
      { title: '证书', path: '/interaction/cert', page: 'interaction.cert' },
      { title: '表单', path: '/interaction/form', page: 'interaction.form' },
      { title: '评论', path: '/interaction/comment', page: 'interaction.comment' },
      { title: '资料下载', path: '/interaction/documents', page: 'interaction.documents' },
      { title: '店铺装修', path: '/interaction/pages', page: 'interaction.pages' },
    ],
  },
  {
    title: '营销中心',
    path: '/marketing',
    module: 'marketing',
    icon: 'marketing',
    children: [
      { title: '优惠券', path: '/marketing/coupon', page: 'marketing.coupon' },
      { title: '限时秒杀', path: '/marketing/limited', page: 'marketing.limited' },
      { title: '拼团', path: '/marketing/group', page: 'marketing.group' },
      { title: '买课送课', path: '/marketing/course', page: 'marketing.course' },
      { title: '红包', path: '/marketing/packet', page: 'marketing.packet' },
      { title: '营销页面', path: '/marketing/page', page: 'marketing.page' },
    ],
  },
  {
    title: '订单管理',
    path: '/order',
    module: 'order',
    icon: 'order',
    children: [
      { title: '订单中心', path: '/order/center', page: 'order.center' },
      { title: '商城订单', path: '/order/manage', page: 'order.manage' },
    ],
  },
  {
    title: '售后',
    path: '/aftersale',
    module: 'aftersale',
    icon: 'aftersale',
    children: [
      { title: '退款', path: '/aftersale/index', page: 'aftersale.index' },
      { title: '投诉', path: '/aftersale/appeal', page: 'aftersale.appeal' },
    ],
  },
  {
    title: '用户',
    path: '/user',
    module: 'user',
    icon: 'user',
    children: [
      { title: '用户概览', path: '/user/dashboard', page: 'user.dashboard' },
      { title: '用户列表', path: '/user/index', page: 'user.index' },
      { title: '用户标签', path: '/user/tags', page: 'user.tags' },
      // shown while the main account's hybrid_douyin_chat is '1' (spec §6; shared/menu/menu.ts)
      { title: '群聊管理', path: '/user/groups', page: 'user.groups' },
    ],
  },
  {
    title: '数据中心',
    path: '/database',
    module: 'database',
    icon: 'data',
    children: [
      { title: '销售数据', path: '/database/analysis', page: 'database.analysis' },
      { title: '课程数据', path: '/database/course', page: 'database.course' },
      { title: '学员数据', path: '/database/student', page: 'database.student' },
      { title: '直播数据', path: '/database/living', page: 'database.living' },
      { title: '潜在客户', path: '/database/costomer', page: 'database.costomer' },
    ],
  },
  {
    title: '资金',
    path: '/accounting',
    module: 'accounting',
    icon: 'funds',
    children: [
      { title: '资金明细', path: '/accounting/detail', page: 'accounting.detail' },
      { title: '账户余额', path: '/accounting/balance', page: 'accounting.balance' },
      { title: '收入明细', path: '/accounting/income/detail', page: 'accounting.income' },
      { title: '税务', path: '/accounting/tax', page: 'accounting.tax' },
      { title: '账户认证', path: '/accounting/balance/indentify', page: 'accounting.identify' },
    ],
  },
  { title: '新手引导', path: '/setting/guide', icon: 'guide', module: 'guide' },
  {
    title: '系统设置',
    path: '/setting',
    module: 'setting',
    icon: 'setting',
    children: [
      { title: '账号设置', path: '/setting/self', page: 'setting.self' },
      { title: '收款账户', path: '/setting/accounting', page: 'setting.accounting' },
      { title: '员工管理', path: '/setting/index', page: 'setting.index' },
      { title: '权限管理', path: '/setting/role', page: 'setting.role' },
      { title: '帮助中心', path: 'https://help.example.com/', external: true, name: 'ExternalHelp' },
    ],
  },
];

export const PLANET_MENU: CatalogEntry[] = [
  { title: '首页', path: HOME_PATHS.planet, icon: 'home', module: SHELL },
  { title: '我的星球', path: '/p/planet/list', icon: 'planet', module: 'planet' },
  { title: '活动列表', path: '/p/planet/activityList', icon: 'activity', module: 'planet-activity' },
  { title: '成员', path: '/p/planet/user', icon: 'user', module: 'planet-user' },
  { title: '课程', path: '/p/planet/lesson', icon: 'course', module: 'planet-lesson' },
  {
    title: '直播',
    path: '/p/planet/live',
    module: 'planet-live',
    icon: 'live',
    children: [
      { title: '直播列表', path: '/p/planet/live/list', page: 'planet-live.list' },
      { title: '直播数据', path: '/p/planet/live/database', page: 'planet-live.database' },
      { title: '直播设置', path: '/p/planet/live/setting', page: 'planet-live.setting' },
    ],
  },
  { title: '知识库', path: '/p/planet/wiki', icon: 'wiki', module: 'planet-wiki' },
  { title: '未来规划', path: '/p/planet/future', icon: 'future', module: 'planet-future' },
  { title: '会员', path: '/p/planet/vip', icon: 'vip', module: 'planet-vip' },
  {
    title: '资金',
    path: '/p/accounting',
    module: 'accounting',
    icon: 'funds',
    children: [
      { title: '资金概览', path: '/p/accounting/home', page: 'accounting.home' },
      { title: '账户余额', path: '/p/accounting/balance', page: 'accounting.balance' },
    ],
  },
  { title: '课程指南', path: '/p/course/guide', icon: 'guide', module: 'course-guide' },
];

export const CATALOGUE: Record<AccountMode, CatalogEntry[]> = {
  teacher: TEACHER_MENU,
  planet: PLANET_MENU,
};

/** Groups granted to the demo staff account (DESIGN.md: materials and courses). */
export const STAFF_GRANTED_GROUPS = ['/materials', '/course'];

/** '/course/video/manage' → 'CourseVideoManage'; '/p/planet/list' → 'PPlanetList'. */
export function moduleName(path: string): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** Each page of a mode's catalogue by its path: the leaves', and the entries' without leaves (Home's is `shell`). */
function pagesByPath(mode: AccountMode): Map<string, PageKey | typeof SHELL> {
  const pages = new Map<string, PageKey | typeof SHELL>();
  for (const entry of CATALOGUE[mode]) {
    // a module without pages of its own is one page, named by its key
    if (!entry.children) pages.set(entry.path, entry.module as PageKey | typeof SHELL);
    for (const leaf of entry.children ?? []) if (leaf.page) pages.set(leaf.path, leaf.page);
  }
  return pages;
}

const PAGES_BY_PATH: Record<AccountMode, Map<string, PageKey | typeof SHELL>> = { teacher: pagesByPath('teacher'), planet: pagesByPath('planet') };

/** The page a menu entry of a mode opens, by its path; undefined for a group, another site or a path the catalogue lacks. */
export function pageOfPath(mode: AccountMode, path: string): PageKey | typeof SHELL | undefined {
  return PAGES_BY_PATH[mode].get(path);
}
