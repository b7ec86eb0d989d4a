import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '@server/http/error-handler.ts';
import { ajvOptions, schemaErrorFormatter } from '@server/http/validation.ts';
import { cleanText, SENSITIVE_MESSAGE } from './clean-text.ts';
import { createContentChecker } from './sensitive-words.ts';

async function appWith(words: string[]) {
  const app = Fastify({ ajv: ajvOptions(createContentChecker(words)), schemaErrorFormatter });
  registerErrorHandler(app);
  let handled = 0;
  app.post(
    '/t',
    {
      schema: {
        body: {
          type: 'object',
          properties: { title: cleanText(20), note: { type: 'string' }, items: { type: 'array', items: { type: 'object', properties: { name: cleanText(10) } } } },
        },
      },
    },
    async () => ({ result: 'ok', handled: ++handled }),
  );
  await app.ready();
  return app;
}

describe('the content check declared on a field', () => {
  it('answers -1 with the spec text before the handler runs, at any depth', async () => {
    const app = await appWith(['赌博']);
    for (const body of [{ title: '网络 赌 博' }, { items: [{ name: 'ok' }, { name: '赌博' }] }]) {
      const reply = await app.inject({ method: 'POST', url: '/t', payload: body });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ result: 'fail', code: -1, message: SENSITIVE_MESSAGE });
    }
  });

  it('passes clean text, and leaves unmarked fields unchecked', async () => {
    const app = await appWith(['赌博']);
    const reply = await app.inject({ method: 'POST', url: '/t', payload: { title: '摄影入门', note: '赌博' } });
    expect(reply.json()).toEqual({ result: 'ok', handled: 1 });
  });

  it('still words the other rules of the field', async () => {
    const app = await appWith(['赌博']);
    const reply = await app.inject({ method: 'POST', url: '/t', payload: { title: 'x'.repeat(21) } });
    expect(reply.json()).toMatchObject({ result: 'fail', message: '参数错误：title 长度不能超过 20 个字符' });
  });
});
