/**
 * Demo accounts and content (DESIGN.md "Stable contracts": seeded on first start).
 */
import type { AccountMode, AccountTier } from '@server/areas/account/schema.ts';
import type { MsgType } from '@server/areas/notifications/schema.ts';
import type { Switches } from '@shared/system/types.ts';

export const DEMO_PASSWORD = 'lectern-demo';

export type DemoAccount = {
  key: 'teacher' | 'staff' | 'planet';
  phone: string;
  nickname: string;
  mode: AccountMode;
  tier: AccountTier;
  /** key of the main account, for a staff account */
  mainKey?: DemoAccount['key'];
  switches?: Switches;
  role: string;
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'teacher',
    phone: '13800000000',
    nickname: '林老师',
    mode: 'teacher',
    tier: 'free',
    switches: { hybrid_douyin_chat: '1', activity_upload_switch: '1' },
    role: '讲师（主账号，全部权限）',
  },
  {
    key: 'staff',
    phone: '13800000001',
    nickname: '助教小王',
    mode: 'teacher',
    tier: 'free',
    mainKey: 'teacher',
    role: '员工子账号（仅素材中心、课程管理）',
  },
  {
    key: 'planet',
    phone: '13800000002',
    nickname: '周老师',
    mode: 'planet',
    tier: 'advanced',
    role: '星球会员模式讲师（高级讲师）',
  },
];

export type DemoPlanet = {
  ownerKey: DemoAccount['key'];
  title: string;
  /** spec §3 first_class, second_class (shared/planets/classes.ts) */
  classes: [number, number];
  introduce: string;
  price: number;
  /** [nickname, role, status] */
  members: [string, string, number][];
};

export const DEMO_PLANETS: DemoPlanet[] = [
  {
    ownerKey: 'teacher',
    title: '林老师的写作星球',
    classes: [1, 101],
    introduce: '每周一次写作练习与点评，陪你把文章写清楚、写好看。',
    price: 19_900,
    members: [
      ['林老师', 'owner', 1],
      ['助教小王', 'admin', 1],
      ['晨读的鱼', 'member', 1],
      ['山野', 'member', 1],
      ['一颗柠檬', 'member', 1],
      ['阿青', 'member', 1],
      ['不二', 'member', 1],
      ['小满', 'member', 1],
      ['北岛以北', 'member', 1],
      ['木木', 'member', 0],
      ['半夏', 'member', 1],
      ['夜航船', 'member', 2],
    ],
  },
  {
    ownerKey: 'planet',
    title: '周老师的摄影会员星球',
    classes: [3, 302],
    introduce: '手机摄影从入门到出片，会员每月直播答疑。',
    price: 29_900,
    members: [
      ['周老师', 'owner', 1],
      ['光影旅人', 'member', 1],
      ['橘子汽水', 'member', 1],
      ['慢门', 'member', 1],
      ['取景框', 'member', 1],
      ['蓝调时刻', 'member', 0],
    ],
  },
];

/** [type, title, subtitle] */
const MESSAGES: Record<MsgType, [string, string][]> = {
  platform: [
    ['平台功能更新：素材库支持批量移动', '素材中心新增“移动全部”操作'],
    ['系统维护通知', '本周六凌晨 2:00-4:00 进行系统维护'],
    ['直播功能升级', '直播支持回放自动生成课程'],
    ['账号安全提醒', '建议开启登录短信验证'],
    ['新手引导已上线', '5 步完成店铺搭建'],
    ['平台规则更新', '知识付费内容审核规范已更新'],
  ],
  deal: [
    ['新订单：《写作入门 21 讲》', '学员 晨读的鱼 购买了专栏'],
    ['新订单：写作星球年费', '学员 山野 加入了星球'],
    ['退款申请', '学员 木木 申请退款，请及时处理'],
    ['提现到账', '您的提现 ¥1,280.00 已到账'],
    ['新订单：《故事结构课》', '学员 阿青 购买了视频课'],
    ['结算单已生成', '上月收入结算单已生成'],
  ],
  market: [
    ['优惠券即将过期', '“新人立减 20 元”将于 3 天后过期'],
    ['限时秒杀活动报名', '双十二秒杀活动开始报名'],
    ['拼团成功', '《写作入门 21 讲》3 人团已成团'],
    ['营销日历', '下月营销节点提醒'],
    ['兑换码使用提醒', '商城兑换码已使用 80%'],
    ['推广数据周报', '本周推广带来 36 位新学员'],
  ],
  official: [
    ['官方公告：讲师扶持计划', '优质讲师可申请流量扶持'],
    ['官方活动：年度讲师评选', '报名截止本月底'],
    ['官方培训：直播带课技巧', '本周四晚 8 点线上培训'],
    ['资质审核结果', '您的讲师资质审核已通过'],
    ['官方公告：税务说明', '个人所得税代扣代缴说明'],
    ['官方课程推荐', '《知识付费运营手册》免费领取'],
  ],
};

export type DemoMessage = { msg_type: MsgType; title: string; subtitle: string; read: boolean; daysAgo: number };

/** 24 for the teacher (6 of each type, every third one read); `count` per type for others. */
export function demoMessages(perType: number): DemoMessage[] {
  const list: DemoMessage[] = [];
  let n = 0;
  for (const [msgType, items] of Object.entries(MESSAGES) as [MsgType, [string, string][]][]) {
    for (const [title, subtitle] of items.slice(0, perType)) {
      list.push({ msg_type: msgType, title, subtitle, read: n % 3 === 0, daysAgo: n % 20 });
      n += 1;
    }
  }
  return list;
}

/** [path, title, daysAgo] — page visits spread over the last 7 days. */
export const DEMO_VISITS: [string, string, number][] = [
  ['/dashboard', '首页', 0],
  ['/source', '素材库', 0],
  ['/course/column', '专栏', 0],
  ['/dashboard', '首页', 1],
  ['/live/list', '直播列表', 1],
  ['/source', '素材库', 2],
  ['/marketing/coupon', '优惠券', 2],
  ['/dashboard', '首页', 3],
  ['/order/center', '订单中心', 4],
  ['/user/index', '用户列表', 5],
  ['/dashboard', '首页', 6],
  ['/database/analysis', '销售数据', 6],
];
