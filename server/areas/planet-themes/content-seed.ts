/**
 * Demo posts, topics and columns of the two demo planets. A post names its author by member nickname
 * and its topics by name; `daysAgo` places it in the past.
 */
type DemoTheme = {
  author: string;
  content: string;
  topics: string[];
  daysAgo: number;
  top?: true;
  highlight?: true;
  /** waiting for the owner's approval (status 2) */
  pending?: true;
  praises: number;
  collects: number;
  comments: number;
};

export type DemoThemeSet = { topics: string[]; themes: DemoTheme[]; columns: { title: string; status: 0 | 1; themes: number[] }[] };

export const DEMO_THEME_SETS: Record<string, DemoThemeSet> = {
  林老师的写作星球: {
    topics: ['每周写作练习', '范文拆解', '读书笔记', '答疑', '打卡分享'],
    themes: [
      {
        author: '林老师',
        content: '欢迎来到写作星球！\n这里每周一发布写作练习题，周五之前提交，我会在周末逐篇点评。\n提问请带上话题「答疑」，方便大家检索。',
        topics: ['答疑'],
        daysAgo: 28,
        top: true,
        praises: 46,
        collects: 18,
        comments: 12,
      },
      {
        author: '林老师',
        content: '本周练习：用 300 字写一个你熟悉的人，只写一个场景，不写形容词。\n提示：让动作和对话替你说话。',
        topics: ['每周写作练习'],
        daysAgo: 6,
        praises: 31,
        collects: 9,
        comments: 15,
      },
      {
        author: '晨读的鱼',
        content: '交作业：外婆每天早上五点起床，先把灶膛里的灰扒出来，再把昨晚泡好的黄豆倒进磨里……\n写完才发现，三百字根本不够写她。',
        topics: ['每周写作练习', '打卡分享'],
        daysAgo: 5,
        highlight: true,
        praises: 58,
        collects: 21,
        comments: 9,
      },
      {
        author: '林老师',
        content: '范文拆解：汪曾祺《端午的鸭蛋》开头为什么好？\n1. 从一个具体的风俗切入；\n2. 句子短，节奏轻；\n3. 不急着抒情，先把东西写清楚。',
        topics: ['范文拆解'],
        daysAgo: 4,
        praises: 40,
        collects: 33,
        comments: 6,
      },
      {
        author: '山野',
        content: '读《一句顶一万句》做的笔记：人物说话都很绕，但每一句都在推动关系变化。想试着在下次练习里学一学。',
        topics: ['读书笔记'],
        daysAgo: 3,
        praises: 12,
        collects: 4,
        comments: 3,
      },
      {
        author: '助教小王',
        content: '提醒：本周练习周五 22:00 截止，已提交的同学可以在评论区互相留言点评。',
        topics: [],
        daysAgo: 2,
        praises: 8,
        collects: 0,
        comments: 2,
      },
      {
        author: '一颗柠檬',
        content: '请教老师：写回忆类的文章，时间线来回跳会不会让读者看不懂？',
        topics: ['答疑'],
        daysAgo: 1,
        praises: 5,
        collects: 1,
        comments: 4,
      },
      {
        author: '小满',
        content: '打卡第 21 天，今天写了楼下修鞋的师傅。发现写人最难的是不替他下结论。',
        topics: ['打卡分享'],
        daysAgo: 0,
        praises: 9,
        collects: 2,
        comments: 1,
      },
      {
        author: '北岛以北',
        content: '分享一个我常用的写作 App 清单，大家看看有没有更好用的。',
        topics: [],
        daysAgo: 0,
        pending: true,
        praises: 0,
        collects: 0,
        comments: 0,
      },
    ],
    columns: [
      { title: '范文精读', status: 1, themes: [3, 4] },
      { title: '写作练习合集', status: 1, themes: [1, 2, 7] },
    ],
  },
  周老师的摄影会员星球: {
    topics: ['每日一图', '构图技巧', '后期调色', '器材讨论'],
    themes: [
      {
        author: '周老师',
        content: '星球使用说明：\n每天发一张自己拍的照片，带上话题「每日一图」；\n每月最后一个周六晚上八点直播答疑。',
        topics: [],
        daysAgo: 25,
        top: true,
        praises: 36,
        collects: 12,
        comments: 8,
      },
      {
        author: '周老师',
        content: '构图小技巧：手机打开九宫格辅助线，把地平线放在下三分之一处，天空会显得更开阔。',
        topics: ['构图技巧'],
        daysAgo: 9,
        highlight: true,
        praises: 52,
        collects: 40,
        comments: 10,
      },
      {
        author: '光影旅人',
        content: '今天傍晚的江边，逆光拍的芦苇，曝光压了一档。',
        topics: ['每日一图'],
        daysAgo: 6,
        praises: 22,
        collects: 3,
        comments: 5,
      },
      {
        author: '橘子汽水',
        content: '人像调色求助：肤色总是偏黄，白平衡应该往哪边调？',
        topics: ['后期调色'],
        daysAgo: 5,
        praises: 6,
        collects: 1,
        comments: 7,
      },
      {
        author: '周老师',
        content: '回答上面的问题：先用白平衡吸管点一下画面里的中性灰，再在 HSL 里单独降低橙色饱和度，肤色会干净很多。',
        topics: ['后期调色'],
        daysAgo: 4,
        praises: 28,
        collects: 19,
        comments: 3,
      },
      {
        author: '慢门',
        content: '入手了一个三脚架，夜景终于不糊了。预算 300 以内推荐看重量和云台。',
        topics: ['器材讨论'],
        daysAgo: 3,
        praises: 11,
        collects: 5,
        comments: 4,
      },
      {
        author: '取景框',
        content: '每日一图：雨后的菜市场，地上的倒影比本身还好看。',
        topics: ['每日一图'],
        daysAgo: 1,
        praises: 17,
        collects: 2,
        comments: 2,
      },
      {
        author: '周老师',
        content: '本月直播主题：用手机拍好美食。提前把想问的问题留在这里。',
        topics: [],
        daysAgo: 0,
        praises: 14,
        collects: 4,
        comments: 6,
      },
    ],
    columns: [
      { title: '构图入门', status: 1, themes: [2] },
      { title: '后期调色答疑', status: 0, themes: [4, 5] },
    ],
  },
};
