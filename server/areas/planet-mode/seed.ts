/**
 * Demo content of planet member mode's pages: mostly for 周老师's photography planet (the member-mode
 * demo account), a little for 林老师's writing planet. Times are relative to the seed time, so the lives and
 * activities show every status whenever the demo starts.
 */
import type { PlanetAreaSeed, SeededPlanet } from '@server/areas/planets/seed-types.ts';
import { localDate } from '@shared/format/local-date.ts';

const HOUR = 3600;
const DAY = 86_400;

export const seedPlanetMode: PlanetAreaSeed = async (trx, planets, now) => {
  const photo = planets.find((planet) => planet.ownerKey === 'planet');
  const writing = planets.find((planet) => planet.ownerKey === 'teacher');
  const stamp = { created_at: now - 10 * DAY, updated_at: now - 2 * DAY };
  const of = (planet: SeededPlanet) => ({ owner_id: planet.ownerId, planet_id: planet.id, ...stamp });

  if (photo) {
    await trx
      .insertInto('planet_activities')
      .values([
        {
          ...of(photo),
          title: '城市夜景线下扫街',
          kind: 'offline',
          place: '上海市黄浦区外滩观景平台（陈毅广场集合）',
          start_at: now + 6 * DAY + 19 * HOUR,
          end_at: now + 6 * DAY + 22 * HOUR,
          quota: 20,
          signups: 12,
          description: '带上手机和小三脚架，现场讲解夜景长曝光与构图。\n雨天顺延。',
        },
        {
          ...of(photo),
          title: '手机人像布光直播工作坊',
          kind: 'online',
          place: 'https://meeting.example.cn/j/88123456',
          start_at: now - HOUR,
          end_at: now + 2 * HOUR,
          quota: 0,
          signups: 46,
          description: '用台灯和白纸做出柔光人像，会员可带作品提问。',
        },
        {
          ...of(photo),
          title: '春季樱花主题拍摄打卡',
          kind: 'offline',
          place: '杭州太子湾公园南门',
          start_at: now - 30 * DAY,
          end_at: now - 30 * DAY + 5 * HOUR,
          quota: 30,
          signups: 30,
          description: '已结束，优秀作品已发布在星球动态。',
        },
      ])
      .execute();

    await trx
      .insertInto('planet_lives')
      .values([
        {
          ...of(photo),
          title: '手机摄影构图十讲 · 第 1 讲',
          start_at: now - 14 * DAY + 20 * HOUR,
          duration: 90,
          cover_id: 0,
          introduce: '三分法、引导线与留白，附课后练习。',
          viewers: 386,
          peak_online: 142,
          avg_watch_minutes: 47,
          comments: 218,
          replay_views: 164,
        },
        {
          ...of(photo),
          title: '会员作品点评专场（三月）',
          start_at: now - 5 * DAY + 20 * HOUR,
          duration: 60,
          cover_id: 0,
          introduce: '从会员投稿中挑 12 张作品逐一点评。',
          viewers: 251,
          peak_online: 98,
          avg_watch_minutes: 38,
          comments: 176,
          replay_views: 89,
        },
        {
          ...of(photo),
          title: '夜景与星空拍摄答疑',
          start_at: now + 3 * DAY + 20 * HOUR,
          duration: 60,
          cover_id: 0,
          introduce: '提前在评论区留下你的问题。',
          // one insert with the ended lives: every row names every column
          viewers: 0,
          peak_online: 0,
          avg_watch_minutes: 0,
          comments: 0,
          replay_views: 0,
        },
      ])
      .execute();

    await trx
      .insertInto('planet_live_settings')
      .values({ owner_id: photo.ownerId, audience: 'members', chat: 1, auto_replay: 1, replay_days: 30, remind_minutes: 30, updated_at: now - 3 * DAY })
      .execute();

    await trx
      .insertInto('planet_wiki')
      .values([
        { ...of(photo), title: '新人必读：星球使用指南', category: '入门', content: '1. 先在“星球动态”做自我介绍。\n2. 每周三晚 8 点直播，记得预约。\n3. 作业提交在“星球作业”，老师 48 小时内点评。' },
        { ...of(photo), title: '手机拍照参数速查表', category: '技巧', content: '逆光人像：点测光在脸部，曝光补偿 +0.7。\n夜景：开启夜景模式，手机靠稳 3 秒。\n美食：45 度俯拍，侧逆光。' },
        { ...of(photo), title: '常用修图 App 推荐', category: '工具', content: 'Snapseed：局部调整、修复。\nLightroom 移动版：预设与批量调色。\n醒图：人像精修。' },
      ])
      .execute();

    const day = (offset: number) => localDate(now + offset * DAY);
    await trx
      .insertInto('planet_roadmap')
      .values([
        { ...of(photo), title: '构图十讲第 2 讲直播', planned_on: day(7), kind: 'live', status: 0, note: '主题：对称与框架构图' },
        { ...of(photo), title: '“一周一图”打卡计划上线', planned_on: day(12), kind: 'punch', status: 0, note: '' },
        { ...of(photo), title: '人像摄影专栏更新 3 篇', planned_on: day(35), kind: 'column', status: 0, note: '逆光、窗光、夜景人像' },
        { ...of(photo), title: '会员线下摄影展', planned_on: day(60), kind: 'activity', status: 0, note: '场地待定' },
        { ...of(photo), title: '整理会员优秀作品集', planned_on: day(-8), kind: 'other', status: 1, note: '已发布到知识库' },
      ])
      .execute();

    await trx
      .insertInto('planet_wx_groups')
      .values([
        { ...of(photo), name: '摄影会员交流 1 群', qr_id: 0, member_count: 186, qr_expires_at: 0 },
        { ...of(photo), name: '摄影会员交流 2 群', qr_id: 0, member_count: 74, qr_expires_at: 0 },
      ])
      .execute();

    await trx
      .insertInto('planet_book_chapters')
      .values([
        {
          ...of(photo),
          title: '第一章 拿起手机之前',
          sort: 1,
          sections: JSON.stringify([
            { title: '擦干净镜头', text: '手机镜头常沾指纹，拍摄前用眼镜布擦一擦，画面立刻通透。' },
            { title: '打开网格线', text: '在相机设置里打开九宫格，构图时把主体放在交点上。' },
          ]),
        },
        {
          ...of(photo),
          title: '第二章 光线是摄影的语言',
          sort: 2,
          sections: JSON.stringify([
            { title: '顺光与逆光', text: '顺光色彩饱满，逆光轮廓动人。\n日出后和日落前一小时是“黄金时刻”。' },
          ]),
        },
      ])
      .execute();
  }

  if (writing) {
    await trx
      .insertInto('planet_lives')
      .values({
        ...of(writing),
        title: '写作公开课：如何写好开头',
        start_at: now - 20 * DAY + 20 * HOUR,
        duration: 60,
        cover_id: 0,
        introduce: '五种开头方法与范文拆解。',
        viewers: 212,
        peak_online: 87,
        avg_watch_minutes: 41,
        comments: 95,
        replay_views: 60,
      })
      .execute();
    await trx
      .insertInto('planet_wiki')
      .values({ ...of(writing), title: '投稿格式说明', category: '规则', content: '标题不超过 20 字。\n正文 800 字以上，段落之间空一行。' })
      .execute();
  }
};
