import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import { ASK_PATHS, HOMEWORK_PATHS } from '@shared/planet-programs/paths.ts';
import type { AskRules, Homework, HomeworkInput, HomeworkSubmission, Question } from '@shared/planet-programs/types.ts';
import { DAY, notFound, SENSITIVE, startHarness, type Harness } from './test-harness.ts';

describe('homework and submissions', () => {
  let h: Harness;
  let input: HomeworkInput;
  beforeAll(async () => {
    h = await startHarness();
    input = { title: '第 4 周作文：我的书桌', content: '600 字，写出书桌上一件物品的来历。', deadline: h.clock.seconds() + 7 * DAY, status: 1 };
  });
  afterAll(() => h?.close());

  const list = async (query: Record<string, number> = {}) => (await h.get(HOMEWORK_PATHS.findList, { planet_id: h.planetId, pageSize: 50, ...query })).body;
  const detail = async (id: number) => (await h.get<Homework>(HOMEWORK_PATHS.detail, { planet_id: h.planetId, id })).body.data!;
  const submissions = async (homeworkId: number, query: Record<string, number> = {}) =>
    (await h.get(HOMEWORK_PATHS.submissionList, { planet_id: h.planetId, homework_id: homeworkId, ...query })).body;

  it('lists the seeded assignments with their submission and review counts', async () => {
    const rows = (await list()).rows as Homework[];
    expect(rows.map((row) => [row.title, row.submission_count, row.reviewed_count])).toEqual([
      ['第 3 周作文：写一个你熟悉的人', 4, 2],
      ['第 2 周练笔：一次难忘的旅行', 3, 3],
    ]);
  });

  it('creates, shows and updates an assignment, and closes it', async () => {
    const created = await h.post<{ id: number }>(HOMEWORK_PATHS.create, { planet_id: h.planetId, ...input });
    const id = created.body.data!.id;
    expect(await detail(id)).toMatchObject({ ...input, id, submission_count: 0, reviewed_count: 0 });
    expect(((await list()).rows as Homework[])[0]!.id).toBe(id);
    const closed = await h.post<Homework>(HOMEWORK_PATHS.update, { planet_id: h.planetId, id, ...input, title: '第 4 周作文：我的房间', status: 2 });
    expect(closed.body.data).toMatchObject({ title: '第 4 周作文：我的房间', status: 2 });
    expect(await detail(id)).toEqual(closed.body.data);
  });

  it('refuses bad assignments and stores nothing; answers -1 on a sensitive word', async () => {
    const before = (await list()).totalCount;
    const refused = async (changes: Record<string, unknown>, message: string | RegExp) => {
      const reply = await h.post(HOMEWORK_PATHS.create, { planet_id: h.planetId, ...input, ...changes });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(message);
    };
    await refused({ title: ' ' }, '请输入作业标题');
    await refused({ title: '题'.repeat(51) }, '作业标题不能超过 50 个字');
    await refused({ deadline: h.clock.seconds() - 1 }, '截止时间必须晚于当前时间');
    await refused({ status: 3 }, /status/);
    expect((await h.post(HOMEWORK_PATHS.create, { planet_id: h.planetId, ...input, content: '赌博' })).body).toEqual(SENSITIVE);
    expect((await list()).totalCount).toBe(before);
  });

  it('lists submissions page by page, and those waiting for or done with a review', async () => {
    const current = ((await list()).rows as Homework[]).find((row) => row.title.startsWith('第 3 周'))!;
    const first = await submissions(current.id, { page: 1, pageSize: 3 });
    const second = await submissions(current.id, { page: 2, pageSize: 3 });
    expect(first.totalCount).toBe(4);
    expect(first.rows).toHaveLength(3);
    expect(second.rows).toHaveLength(1);
    expect((first.data as { homework: Homework }).homework.id).toBe(current.id);
    const waiting = (await submissions(current.id, { reviewed: 0 })).rows as HomeworkSubmission[];
    expect(waiting).toHaveLength(2);
    expect(waiting.every((row) => row.reviewed_at === null && row.score === null && row.comment === '')).toBe(true);
    expect(((await submissions(current.id, { reviewed: 1 })).rows as HomeworkSubmission[]).every((row) => row.score !== null)).toBe(true);
  });

  it('reviews a submission with a comment and a score, which the list then shows; a sensitive or empty comment is refused', async () => {
    const current = ((await list()).rows as Homework[]).find((row) => row.title.startsWith('第 3 周'))!;
    const waiting = ((await submissions(current.id, { reviewed: 0 })).rows as HomeworkSubmission[])[0]!;
    const review = { planet_id: h.planetId, id: waiting.id };
    expect((await h.post(HOMEWORK_PATHS.review, { ...review, comment: '写得不错', score: 101 })).body.message).toMatch(/score/);
    expect((await h.post(HOMEWORK_PATHS.review, { ...review, comment: '  ', score: 80 })).body.message).toBe('请输入点评');
    expect((await h.post(HOMEWORK_PATHS.review, { ...review, comment: '赌博', score: 80 })).body).toEqual(SENSITIVE);
    expect((await submissions(current.id, { reviewed: 0 })).totalCount).toBe(2);

    const reviewed = await h.post<HomeworkSubmission>(HOMEWORK_PATHS.review, { ...review, comment: '细节生动，结尾再收一收。', score: 88 });
    expect(reviewed.body.data).toMatchObject({ id: waiting.id, comment: '细节生动，结尾再收一收。', score: 88, reviewed_at: h.clock.seconds() });
    const stored = ((await submissions(current.id)).rows as HomeworkSubmission[]).find((row) => row.id === waiting.id);
    expect(stored).toMatchObject({ comment: '细节生动，结尾再收一收。', score: 88 });
    expect((await detail(current.id)).reviewed_count).toBe(3);
  });

  it("another teacher's homework and submissions do not exist for the caller, and stay unchanged; delete takes the submissions", async () => {
    const homework = ((await list()).rows as Homework[]).find((row) => row.title.startsWith('第 2 周'))!;
    const submission = ((await submissions(homework.id)).rows as HomeworkSubmission[])[0]!;
    const theirs = { planet_id: h.otherPlanetId, id: homework.id };
    const missing = notFound('作业不存在');
    expect((await h.get(HOMEWORK_PATHS.findList, { planet_id: h.planetId }, h.other)).body).toEqual(notFound('星球不存在'));
    expect((await h.get(HOMEWORK_PATHS.detail, theirs, h.other)).body).toEqual(missing);
    expect((await h.post(HOMEWORK_PATHS.update, { ...theirs, ...input }, h.other)).body).toEqual(missing);
    expect((await h.post(HOMEWORK_PATHS.delete, theirs, h.other)).body).toEqual(missing);
    expect((await h.get(HOMEWORK_PATHS.submissionList, { planet_id: h.otherPlanetId, homework_id: homework.id }, h.other)).body).toEqual(missing);
    const review = await h.post(HOMEWORK_PATHS.review, { planet_id: h.otherPlanetId, id: submission.id, comment: '改掉', score: 1 }, h.other);
    expect(review.body).toEqual(notFound('作业提交不存在'));
    expect(((await submissions(homework.id)).rows as HomeworkSubmission[])[0]).toEqual(submission);
    expect(await detail(homework.id)).toEqual(homework);

    expect((await h.post(HOMEWORK_PATHS.delete, { planet_id: h.planetId, id: homework.id })).body).toEqual({ result: 'ok' });
    expect((await h.get(HOMEWORK_PATHS.detail, { planet_id: h.planetId, id: homework.id })).body).toEqual(missing);
    expect((await h.post(HOMEWORK_PATHS.review, { planet_id: h.planetId, id: submission.id, comment: '好', score: 90 })).body).toEqual(notFound('作业提交不存在'));
  });
});

describe("members' questions (the ask section)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  const list = async (query: Record<string, number> = {}) => (await h.get(ASK_PATHS.findList, { planet_id: h.planetId, ...query })).body;

  it('lists the questions newest first with the rules in force and the counts; an anonymous asker stays unnamed', async () => {
    const answer = await list();
    const rows = answer.rows as Question[];
    expect(answer.totalCount).toBe(5);
    expect(answer.data).toEqual({ rules: { free_ask: 1, anonymous_ask: 0 }, counts: { all: 5, unanswered: 2, answered: 3 } });
    expect(rows.map((row) => row.asked_at)).toEqual([...rows.map((row) => row.asked_at)].sort((a, b) => b - a));
    const anonymous = rows.filter((row) => row.anonymous === 1);
    expect(anonymous.length).toBeGreaterThan(0);
    expect(anonymous.every((row) => row.asker_name === null)).toBe(true);
    expect(rows.filter((row) => row.anonymous === 0).every((row) => typeof row.asker_name === 'string' && row.asker_name !== '')).toBe(true);

    const unanswered = (await list({ answered: 0 })).rows as Question[];
    expect(unanswered.map((row) => row.question)).toEqual(['老师能推荐几本适合入门的写作书吗？', '议论文的论据去哪里找比较好？']);
    expect(unanswered.every((row) => row.answer === '' && row.answered_at === null)).toBe(true);
    expect((await list({ answered: 1 })).totalCount).toBe(3);
    const paged = await list({ page: 2, pageSize: 2 });
    expect(paged.rows).toHaveLength(2);
    expect((paged.rows as Question[])[0]!.id).toBe(rows[2]!.id);
  });

  it('shows the planet switches as they are now', async () => {
    await h.post(PLANET_PATHS.updateSettings, { id: h.planetId, settings: { free_ask: 0, anonymous_ask: 1 } });
    expect(((await list()).data as { rules: AskRules }).rules).toEqual({ free_ask: 0, anonymous_ask: 1 });
  });

  it('answers a question and rewrites the answer; an empty or sensitive answer is refused and changes nothing', async () => {
    const question = ((await list({ answered: 0 })).rows as Question[])[0]!;
    const body = { planet_id: h.planetId, id: question.id };
    expect((await h.post(ASK_PATHS.answer, { ...body, answer: ' ' })).body.message).toBe('请输入回答');
    expect((await h.post(ASK_PATHS.answer, { ...body, answer: '可以找人代考' })).body).toEqual(SENSITIVE);
    expect((await list()).data).toMatchObject({ counts: { unanswered: 2 } });

    const answered = await h.post<Question>(ASK_PATHS.answer, { ...body, answer: '推荐《风格的要素》和《文心》。' });
    expect(answered.body.data).toMatchObject({ id: question.id, answer: '推荐《风格的要素》和《文心》。', answered_at: h.clock.seconds() });
    h.clock.advance(60);
    const rewritten = await h.post<Question>(ASK_PATHS.answer, { ...body, answer: '推荐《文心》，先读前五章。' });
    expect(rewritten.body.data).toMatchObject({ answer: '推荐《文心》，先读前五章。', answered_at: h.clock.seconds() });
    const stored = ((await list({ answered: 1 })).rows as Question[]).find((row) => row.id === question.id);
    expect(stored).toMatchObject({ answer: '推荐《文心》，先读前五章。' });
    expect((await list()).data).toMatchObject({ counts: { all: 5, unanswered: 1, answered: 4 } });
  });

  it("another teacher's questions do not exist for the caller, and stay unchanged; delete removes one", async () => {
    const question = ((await list({ answered: 0 })).rows as Question[])[0]!;
    const theirs = { planet_id: h.otherPlanetId, id: question.id };
    const missing = notFound('提问不存在');
    expect((await h.get(ASK_PATHS.findList, { planet_id: h.planetId }, h.other)).body).toEqual(notFound('星球不存在'));
    expect((await h.post(ASK_PATHS.answer, { ...theirs, answer: '越权回答' }, h.other)).body).toEqual(missing);
    expect((await h.post(ASK_PATHS.delete, theirs, h.other)).body).toEqual(missing);
    expect(((await list({ answered: 0 })).rows as Question[])[0]).toEqual(question);

    expect((await h.post(ASK_PATHS.delete, { planet_id: h.planetId, id: question.id })).body).toEqual({ result: 'ok' });
    expect((await list()).totalCount).toBe(4);
    expect((await h.post(ASK_PATHS.answer, { planet_id: h.planetId, id: question.id, answer: '好' })).body).toEqual(missing);
  });
});
