/**
 * The global menu catalogue (spec §2 "Left menu groups" and the planet-mode routes), seeded into
 * the modules table. Groups (pid 0) hold leaves; a top-level entry without children is a page.
 * Two entries open other sites (external); the console adds the access token to their URL.
 * Each top-level entry names its module (shared/menu/modules.ts): the key the API routes of its screens declare.
 */
import { SHELL, type ModuleKey } from '@shared/menu/modules.ts';
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
};

export type CatalogEntry = CatalogLeaf & { icon: string; module: ModuleKey | typeof SHELL; children?: CatalogLeaf[] };

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
      { title: '专栏', path: '/course/column' },
      { title: '视频课', path: '/course/video/manage' },
      { title: '音频课', path: '/course/audio' },
      { title: '图文课', path: '/course/richtext' },
      { title: '组合课', path: '/course/mixture' },
      { title: '私域课', path: '/course/private' },
      { title: '服务课', path: '/course/service' },
      { title: '课程活动', path: '/course/activityList' },
      { title: '课程评价', path: '/course/evaluation' },
    ],
  },
  {
    title: '内容管理',
    path: '/content',
    module: 'content',
    icon: 'content',
    children: [
      { title: '视频内容', path: '/content/video' },
      { title: '音频内容', path: '/content/audio' },
      { title: '图文内容', path: '/content/rich' },
    ],
  },
  {
    title: '直播管理',
    path: '/live',
    module: 'live',
    icon: 'live',
    children: [
      { title: '直播列表', path: '/live/list' },
      { title: '创建直播', path: '/live/create' },
    ],
  },
  {
    // spec §2 "Teaching": /teach/teacher, /teach/book, /teach/courseware (issue 13)
    title: '教学管理',
    path: '/teach',
    module: 'teach',
    icon: 'teach',
    children: [
      { title: '讲师', path: '/teach/teacher' },
      { title: '教材', path: '/teach/book' },
      { title: '课件', path: '/teach/courseware' },
    ],
  },
  {
    title: '素材中心',
    path: '/materials',
    module: 'materials',
    icon: 'material',
    children: [
      { title: '素材库', path: '/source' },
      { title: '流量统计', path: '/traffic' },
      { title: '资源包', path: '/package' },
    ],
  },
  {
    title: '全域获客',
    path: '/platform',
    module: 'platform',
    icon: 'channel',
    children: [
      { title: '抖音', path: '/platform/dy' },
      { title: '快手', path: '/platform/ks' },
      { title: '视频号', path: '/platform/sph' },
      { title: '小红书', path: '/platform/xhs' },
      { title: '商城兑换码', path: '/platform/code' },
      { title: '小店后台', path: 'https://shop.example.com/', external: true, name: 'ExternalShop' },
    ],
  },
  {
    title: '互动',
    path: '/interaction',
    module: 'interaction',
    icon: 'interaction',
    children: [
      { title: '打卡', path: '/interaction/punch' },
      { title: '考试', path: '/interaction/exam' },
      { title: '练习', path: '/interaction/practice' },
      { title: '作业', path: '/interaction/homework' },
      { title: '问答', path: '/interaction/question' },
      { title: '证书', path: '/interaction/cert' },
      { title: '表单', path: '/interaction/form' },
      { title: '评论', path: '/interaction/comment' },
      { title: '资料下载', path: '/interaction/documents' },
      { title: '店铺装修', path: '/interaction/pages' },
    ],
  },
  {
    title: '营销中心',
    path: '/marketing',
    module: 'marketing',
    icon: 'marketing',
    children: [
      { title: '优惠券', path: '/marketing/coupon' },
      { title: '限时秒杀', path: '/marketing/limited' },
      { title: '拼团', path: '/marketing/group' },
      { title: '买课送课', path: '/marketing/course' },
      { title: '红包', path: '/marketing/packet' },
      { title: '营销页面', path: '/marketing/page' },
    ],
  },
  {
    title: '订单管理',
    path: '/order',
    module: 'order',
    icon: 'order',
    children: [
      { title: '订单中心', path: '/order/center' },
      { title: '商城订单', path: '/order/manage' },
    ],
  },
  {
    title: '售后',
    path: '/aftersale',
    module: 'aftersale',
    icon: 'aftersale',
    children: [
      { title: '退款', path: '/aftersale/index' },
      { title: '投诉', path: '/aftersale/appeal' },
    ],
  },
  {
    title: '用户',
    path: '/user',
    module: 'user',
    icon: 'user',
    children: [
      { title: '用户概览', path: '/user/dashboard' },
      { title: '用户列表', path: '/user/index' },
      { title: '用户标签', path: '/user/tags' },
    ],
  },
  {
    title: '数据中心',
    path: '/database',
    module: 'database',
    icon: 'data',
    children: [
      { title: '销售数据', path: '/database/analysis' },
      { title: '课程数据', path: '/database/course' },
      { title: '学员数据', path: '/database/student' },
      { title: '直播数据', path: '/database/living' },
    ],
  },
  {
    title: '资金',
    path: '/accounting',
    module: 'accounting',
    icon: 'funds',
    children: [
      { title: '收支明细', path: '/accounting/detail' },
      { title: '余额提现', path: '/accounting/balance' },
      { title: '收入明细', path: '/accounting/income/detail' },
      { title: '税务', path: '/accounting/tax' },
      { title: '账户认证', path: '/accounting/balance/indentify' },
    ],
  },
  { title: '新手引导', path: '/setting/guide', icon: 'guide', module: 'guide' },
  {
    title: '系统设置',
    path: '/setting',
    module: 'setting',
    icon: 'setting',
    children: [
      { title: '账号设置', path: '/setting/self' },
      { title: '收款账户', path: '/setting/accounting' },
      { title: '员工管理', path: '/setting/index' },
      { title: '权限管理', path: '/setting/role' },
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
      { title: '直播列表', path: '/p/planet/live/list' },
      { title: '直播数据', path: '/p/planet/live/database' },
      { title: '直播设置', path: '/p/planet/live/setting' },
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
      { title: '资金概览', path: '/p/accounting/home' },
      { title: '余额提现', path: '/p/accounting/balance' },
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

/** The module of a top-level entry of a mode's catalogue, by its path; undefined for a path the catalogue lacks. */
export function moduleOfGroup(mode: AccountMode, path: string): ModuleKey | typeof SHELL | undefined {
  return CATALOGUE[mode].find((entry) => entry.path === path)?.module;
}
