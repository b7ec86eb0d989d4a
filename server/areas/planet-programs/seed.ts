/**
 * Demo programs of the demo planets: per planet two punch-card plans (one running, one ended) with cards
 * from the members over the last days, two homework assignments with submissions, two specials (a challenge on the
 * running plan) and five questions (some answered, one anonymous). The cards keep the plans' own rules (dates,
 * daily window, daily limit).
 */
import { chinaDay, chinaDayStart } from '@shared/planet-programs/rules.ts';
import type { PlanetAreaSeed, SeededMember, SeededPlanet } from '@server/areas/planets/seed-types.ts';

const DAY = 86_400;

type Content = {
  plans: [running: { title: string; content: string; window: string }, ended: { title: string; content: string; window: string }];
  cards: string[];
  homework: [current: { title: string; content: string; answers: string[] }, last: { title: string; content: string; answers: string[] }];
  comments: string[];
  specials: [qa: { title: string; content: string }, challenge: { title: string; content: string }];
  questions: [question: string, answer: string][];
};

const WRITING: Content = {
  plans: [
    { title: '21 天晨写打卡', content: '每天早上写 300 字，主题不限，写完发一段最满意的句子。', window: '05:00-12:00' },
    { title: '寒假共读《文心》', content: '每天读一章《文心》，摘抄一句并写下感想。', window: '' },
  ],
  cards: [
    '今天写了外婆家的院子，终于把桂花的味道写出来了。',
    '300 字完成，试着用了短句，节奏轻快了很多。',
    '写通勤路上的早点摊，细节比上周多了。',
    '今天卡壳了，只写了 200 字，明天补上。',
    '按老师说的先列提纲再写，顺畅多了。',
    '写了一段对话，人物的口气终于对了。',
    '试着只用白描写雨，删掉了所有形容词。',
    '今天写给十年后的自己，写着写着有点感动。',
    '摘抄：“文章是要写给人看的。”这一句记住了。',
    '读完第三章，明白了“开头要快”的道理。',
    '第五章讲修辞，我把昨天的作文又改了一遍。',
    '共读第二天，做了三条笔记。',
    '终于把拖了很久的游记写完了。',
    '今天练习比喻，写了五个，留下两个。',
    '第七章读完，寒假共读收官，谢谢大家。',
  ],
  homework: [
    {
      title: '第 3 周作文：写一个你熟悉的人',
      content: '800 字以内，抓住一个细节写出人物的性格，不要写成流水账。',
      answers: [
        '我的父亲是个话很少的人，每天早上五点，他会把自行车擦得锃亮……',
        '楼下修鞋的张师傅，手指上永远缠着胶布，他说那是“吃饭的家伙”。',
        '我的同桌小林总在笔记本的角落画小猫，考试前一晚也不例外。',
        '奶奶记不住我的名字了，却记得我小时候最爱吃的糖。',
      ],
    },
    {
      title: '第 2 周练笔：一次难忘的旅行',
      content: '500 字，写一次旅行中的一个瞬间，重点写感受而不是行程。',
      answers: [
        '在洱海边等日出的那二十分钟，我第一次觉得时间可以很慢。',
        '火车穿过隧道的那一刻，车厢里所有人都安静了下来。',
        '迷路的那个下午，一位阿姨把我们一路送到了民宿门口。',
      ],
    },
  ],
  comments: ['细节抓得好，结尾可以再收一收。', '人物立起来了，第二段略显拖沓。', '感受写得真切，注意段落之间的衔接。'],
  specials: [
    { title: '写作一对一答疑', content: '付费向林老师提问，48 小时内文字回复，可匿名。' },
    { title: '21 天晨写挑战', content: '报名参加 21 天晨写打卡，全勤返还报名费并获得点评一次。' },
  ],
  questions: [
    ['老师，写作文开头总是很慢怎么办？', '先写最想写的那个场景，开头最后再补，往往就快了。'],
    ['每天写 300 字，写什么好呢？', '写当天看到的一个人或一件小事，越具体越好。'],
    ['投稿被退回了，还要继续改吗？', '先放两天再看，问题会清楚很多，改完可以换一家投。'],
    ['议论文的论据去哪里找比较好？', ''],
    ['老师能推荐几本适合入门的写作书吗？', ''],
  ],
};

const PHOTOGRAPHY: Content = {
  plans: [
    { title: '30 天手机街拍打卡', content: '每天上传一张街拍，写下拍摄参数和想法。', window: '06:00-22:00' },
    { title: '春节人像练习', content: '春节期间每天拍一张家人的人像。', window: '' },
  ],
  cards: [
    '逆光拍了早市的菜摊，暗部还是有点死黑。',
    '今天试了低角度，地砖的线条很好看。',
    '雨后的积水倒影，等了十分钟才等到行人。',
    '用人像模式拍了路边的猫，虚化很自然。',
    '黄金时刻的影子拉得很长，构图用了对角线。',
    '夜景手持，开了夜景模式，噪点比想象中少。',
    '练习三分法，把路灯放在了交点上。',
    '今天拍了地铁站的人流，慢门效果不错。',
    '给爷爷拍了一张窗边的人像，光线很柔。',
    '年夜饭合影，用了定时自拍。',
    '拍了小侄女放烟花，抓到了笑脸。',
    '试着用黑白拍人像，情绪更浓了。',
    '今天的主题是“等待”，拍了公交站台。',
    '用广角拍了老街，畸变要注意。',
    '春节人像练习最后一天，整理了一组九宫格。',
  ],
  homework: [
    {
      title: '第 2 课作业：用光影讲一个故事',
      content: '交一张照片和 100 字说明，利用光影关系突出主体。',
      answers: ['拍了窗格投在地板上的光，奶奶的拖鞋正好在光里。', '傍晚的巷子，一束光落在修车师傅的手上。', '台灯下写作业的弟弟，背景全黑。'],
    },
    {
      title: '第 1 课作业：三分法构图练习',
      content: '交三张用三分法构图的照片，说明主体放在了哪里。',
      answers: ['主体放在右下交点：湖边的一棵树。', '地平线放在下三分线，天空占了大部分。'],
    },
  ],
  comments: ['光线用得好，主体可以再靠近一点。', '构图稳定，注意画面边缘的杂物。', '故事感很强，后期别拉太多对比度。'],
  specials: [
    { title: '照片点评专场', content: '付费提交一张照片，周老师逐张语音点评。' },
    { title: '30 天街拍挑战', content: '坚持 30 天街拍打卡，完成者获得周老师的作品集点评。' },
  ],
  questions: [
    ['手机拍夜景总是糊，怎么办？', '找个地方靠住手机，或用两秒定时，开夜景模式保持不动。'],
    ['人像模式和大光圈有什么区别？', '人像模式是算法虚化，大光圈是光学虚化，边缘表现会不一样。'],
    ['想买一台入门微单，预算五千有推荐吗？', '先想好主要拍什么，人像和旅行的选择不同，直播里细聊。'],
    ['逆光的时候脸总是黑的怎么处理？', ''],
    ['修图用什么 App 比较好？', ''],
  ],
};

/** A moment on a China-time day `daysAgo` before `now`, at `hour`:`minute`. */
function at(now: number, daysAgo: number, hour: number, minute: number): number {
  return chinaDayStart(chinaDay(now - daysAgo * DAY)) + hour * 3600 + minute * 60;
}

async function seedOne(trx: Parameters<PlanetAreaSeed>[0], planet: SeededPlanet, now: number): Promise<void> {
  const content = planet.ownerKey === 'planet' ? PHOTOGRAPHY : WRITING;
  const members = planet.members.filter((member) => member.role === 'member' && member.status === 1);
  if (members.length === 0) return;
  const member = (i: number): SeededMember => members[i % members.length]!;

  const [runningPlan, endedPlan] = content.plans;
  const running = await trx
    .insertInto('planet_punch_plans')
    .values({
      planet_id: planet.id,
      title: runningPlan.title,
      content: runningPlan.content,
      punchcard_daily_limit: 1,
      punchcard_time_limit: runningPlan.window,
      start_at: at(now, 10, 0, 0),
      end_at: at(now, -11, 23, 59) + 59,
      created_at: now - 12 * DAY,
      updated_at: now - 12 * DAY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ended = await trx
    .insertInto('planet_punch_plans')
    .values({
      planet_id: planet.id,
      title: endedPlan.title,
      content: endedPlan.content,
      punchcard_daily_limit: 2,
      punchcard_time_limit: endedPlan.window,
      start_at: at(now, 40, 0, 0),
      end_at: at(now, 20, 23, 59) + 59,
      created_at: now - 42 * DAY,
      updated_at: now - 42 * DAY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // ten cards on the running plan over the last six days (one per member per day, inside its window), five on the ended one
  const cards = content.cards.map((text, i) => {
    const onRunning = i < 10;
    const daysAgo = onRunning ? 1 + (i % 6) : 22 + (i % 5);
    const punchedAt = at(now, daysAgo, onRunning ? 7 : 20, (i * 7) % 60);
    const who = member(onRunning ? Math.floor(i / 6) + (i % 6) : i);
    return { planet_id: planet.id, plan_id: onRunning ? running.id : ended.id, member_id: who.id, member_name: who.nickname, day: chinaDay(punchedAt), text, created_at: punchedAt };
  });
  await trx.insertInto('planet_punch_cards').values(cards).execute();

  for (const [index, work] of content.homework.entries()) {
    const created = now - (index === 0 ? 3 : 10) * DAY;
    const homework = await trx
      .insertInto('planet_homeworks')
      .values({
        planet_id: planet.id,
        title: work.title,
        content: work.content,
        deadline: index === 0 ? at(now, -5, 22, 0) : at(now, 3, 22, 0),
        status: 1,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('planet_homework_submissions')
      .values(
        work.answers.map((text, i) => {
          const submitted = created + (i + 1) * 5 * 3600;
          // the older assignment is reviewed; the current one only in part
          const reviewed = index === 1 || i < 2;
          return {
            planet_id: planet.id,
            homework_id: homework.id,
            member_id: member(i + index).id,
            member_name: member(i + index).nickname,
            text,
            submitted_at: submitted,
            comment: reviewed ? content.comments[i % content.comments.length]! : '',
            score: reviewed ? 92 - i * 6 : null,
            reviewed_at: reviewed ? submitted + 8 * 3600 : null,
          };
        }),
      )
      .execute();
  }

  const [qa, challenge] = content.specials;
  await trx
    .insertInto('planet_specials')
    .values([
      { planet_id: planet.id, type: 1, price: 990, anonymous: 1, title: qa.title, content: qa.content, time_range: 0, ended_type: 1, ended_at: 0, show_type: 2, plan_id: 0, created_at: now - 20 * DAY, updated_at: now - 20 * DAY },
      {
        planet_id: planet.id,
        type: 2,
        price: 1990,
        anonymous: 0,
        title: challenge.title,
        content: challenge.content,
        time_range: 30,
        ended_type: 2,
        ended_at: at(now, -11, 23, 59) + 59,
        show_type: 1,
        plan_id: running.id,
        created_at: now - 11 * DAY,
        updated_at: now - 11 * DAY,
      },
    ])
    .execute();

  await trx
    .insertInto('planet_questions')
    .values(
      content.questions.map(([question, answer], i) => {
        const asked = now - (9 - i * 2) * DAY + i * 3600;
        return {
          planet_id: planet.id,
          member_id: member(i + 2).id,
          asker_name: member(i + 2).nickname,
          // the second answered question and the last open one were asked anonymously
          anonymous: i === 1 || i === 4 ? 1 : 0,
          question,
          asked_at: asked,
          answer,
          answered_at: answer ? asked + 6 * 3600 : null,
        };
      }),
    )
    .execute();
}

export const seedPlanetPrograms: PlanetAreaSeed = async (trx, planets, now) => {
  for (const planet of planets) await seedOne(trx, planet, now);
};
