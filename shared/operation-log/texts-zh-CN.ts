/** Texts of /setting/record: the operation log's screen, its modules and its labels' names. */
import type { LogModule } from './types.ts';
import { LABEL_NAMES, type OperationLabel } from './route-labels.ts';
import { summariesZhCN } from './summary-texts-zh-CN.ts';

const screen = {
  'oplog.heading': '操作记录',
  'oplog.intro': '主账号与员工账号的每一次写操作都会记录在这里：谁、做了什么、哪条记录、何时、从哪个地址。',
  'oplog.actor': '操作人',
  'oplog.actor.all': '全部操作人',
  'oplog.actor.main': '主账号',
  'oplog.actor.staff': '员工',
  'oplog.module': '模块',
  'oplog.module.all': '全部模块',
  'oplog.range': '操作时间',
  'oplog.range.from': '开始日期',
  'oplog.range.to': '结束日期',
  'oplog.search': '搜索摘要',
  'oplog.col.time': '时间',
  'oplog.col.actor': '操作人',
  'oplog.col.module': '模块',
  'oplog.col.action': '操作',
  'oplog.col.object': '对象',
  'oplog.col.summary': '摘要',
  'oplog.col.ip': 'IP',
  'oplog.col.actorKind': '身份',
  'oplog.col.objectId': '对象 ID',
  'oplog.col.amount': '金额（元）',
  'oplog.export.file': '操作记录_{day}.xlsx',
  'oplog.object': 'ID {id}',
  'oplog.apiKey': '开放接口调用',
  'oplog.export': '导出',
  'oplog.exporting': '正在导出…',
  'oplog.exported': '已导出',
  'oplog.empty': '还没有操作记录',
  'oplog.emptyFiltered': '没有符合条件的操作记录',
} as const;

/** the menu titles of the modules a line is filed under; `shell` is the account's own calls (sign-in) */
const MODULE_NAMES_ZH: Record<LogModule, string> = {
  shell: '账号',
  planet: '我的星球',
  course: '课程管理',
  content: '内容管理',
  live: '直播管理',
  teach: '教学管理',
  materials: '素材中心',
  platform: '全域获客',
  interaction: '互动',
  marketing: '营销中心',
  order: '订单管理',
  aftersale: '售后',
  user: '用户',
  database: '数据中心',
  accounting: '资金',
  guide: '新手引导',
  setting: '系统设置',
  'planet-activity': '活动列表',
  'planet-user': '成员',
  'planet-lesson': '课程',
  'planet-live': '直播',
  'planet-wiki': '知识库',
  'planet-future': '未来规划',
  'planet-vip': '会员',
  'course-guide': '课程指南',
};

export const prefixed = <P extends string, K extends string>(prefix: P, names: Record<K, string>) =>
  Object.fromEntries(Object.entries(names).map(([key, name]) => [`${prefix}${key}`, name])) as Record<`${P}${K}`, string>;

export const operationLogZhCN = {
  ...screen,
  ...summariesZhCN,
  ...prefixed('oplog.module.', MODULE_NAMES_ZH),
  ...prefixed('oplog.action.', LABEL_NAMES as Record<OperationLabel, string>),
};

export type OperationLogMessageKey = keyof typeof operationLogZhCN;
