/**
 * Every name and title a route takes in its body is stored without invisible format characters,
 * declared once in bodySchema: a route need not remember it. The content check reads the cleaned
 * text, so a zero-width space cannot hide a listed word either.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import { TOPIC_PATHS } from '@shared/planet-themes/paths.ts';
import type { PlanetTopic } from '@shared/planet-themes/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { cleanText } from '@server/content/clean-text.ts';
import { createContentChecker } from '@server/content/sensitive-words.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { registerErrorHandler } from './error-handler.ts';
import { bodySchema } from './schemas.ts';
import { ajvOptions, schemaErrorFormatter } from './validation.ts';

const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };
const RLO = '\u202E';
const HIDDEN = '\u200B\u2066\u2069\uFEFF\u00AD';

async function echoApp() {
  const app = Fastify({ ajv: ajvOptions(createContentChecker(['赌博'])), schemaErrorFormatter });
  registerErrorHandler(app);
  const text = { type: 'string', maxLength: 50 };
  const body = bodySchema(
    {
      name: { ...text, minLength: 1 },
      title: cleanText(50),
      file_name: text,
      real_name: text,
      nickname: text,
      fileName: text,
      note: text,
      content: cleanText(200),
      items: { type: 'array', items: bodySchema({ title: text, remark: text }, []) },
    },
    ['name'],
  );
  app.post('/echo', { schema: { body } }, async (request) => ({ result: 'ok', data: request.body }));
  await app.ready();
  return app;
}

describe('bodySchema', () => {
  it('cleans every name and title field, at any depth, and leaves other text as sent', async () => {
    const app = await echoApp();
    const sent = {
      name: `a${RLO}b${HIDDEN}`,
      title: `t${HIDDEN}1`,
      file_name: `invoice${RLO}gnp.png`,
      real_name: `王${HIDDEN}五`,
      nickname: `n${RLO}k`,
      fileName: `f${HIDDEN}.txt`,
      note: `keep${RLO}as sent`,
      items: [{ title: `x${RLO}y`, remark: `r${HIDDEN}` }],
    };
    const reply = await app.inject({ method: 'POST', url: '/echo', payload: sent });
    expect(reply.json()).toEqual({
      result: 'ok',
      data: { ...sent, name: 'ab', title: 't1', file_name: 'invoicegnp.png', real_name: '王五', nickname: 'nk', fileName: 'f.txt', items: [{ title: 'xy', remark: `r${HIDDEN}` }] },
    });
  });

  it('checks the rules on the cleaned name: nothing but invisible characters is empty', async () => {
    const app = await echoApp();
    const reply = await app.inject({ method: 'POST', url: '/echo', payload: { name: HIDDEN } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ result: 'fail', code: 40000, message: '参数错误：name 不能为空' });
  });

  it('finds a listed word that invisible characters split, in names and in other checked text', async () => {
    const app = await echoApp();
    for (const payload of [{ name: 'n', title: `赌${HIDDEN}博` }, { name: 'n', content: `网络赌\u200B博` }]) {
      expect((await app.inject({ method: 'POST', url: '/echo', payload })).json()).toEqual(SENSITIVE);
    }
  });
});

describe('a route of another area', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = (await login(server.baseUrl, PHONES.teacher)).token.id;
  });
  afterAll(() => server.close());

  it('stores a topic name without direction overrides', async () => {
    const planets = (await call(server.baseUrl, 'GET', PLANET_PATHS.findList, { token, query: { pageSize: 50 } })).body.rows as Planet[];
    const planetId = planets[0]!.id;
    const created = await call<PlanetTopic>(server.baseUrl, 'POST', TOPIC_PATHS.create, { token, json: { planet_id: planetId, name: `作业${RLO}点评${HIDDEN}` } });
    expect(created.body.data).toMatchObject({ name: '作业点评' });
    const listed = (await call(server.baseUrl, 'GET', TOPIC_PATHS.list, { token, query: { planet_id: planetId } })).body.rows as PlanetTopic[];
    expect(listed.map((topic) => topic.name)).toContain('作业点评');
  });
});
