import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PATHS } from '@shared/notifications/contract.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServerWithoutDevRoutes } from '@server/test-support/start-server.ts';
import { devRoutesEnabled } from '@server/config.ts';
import { useNotificationServer } from './test-support.ts';

const demo = useNotificationServer();
const { stored, freshAccount, create } = demo;

describe('message_create (LECTERN_DEV_ROUTES=1 only)', () => {
  it('stores an unread message for the caller and answers it', async () => {
    const account = await freshAccount();
    const message = await create(account.token.id, 'platform', '新功能上线');
    expect(message).toMatchObject({ title: '新功能上线', subtitle: '新功能上线 副标题', content: '新功能上线 正文', msg_type: 'platform', read_status: 0 });
    expect((await stored(account.user.id)).map((row) => row.id)).toEqual([message.id]);
    const missing = await call(demo.server.baseUrl, 'POST', NOTIFICATION_PATHS.devCreate, { token: account.token.id, json: { msg_type: 'deal' } });
    expect(missing.body.message).toBe('参数错误：缺少必填字段 title');
  });

  it('is off unless LECTERN_DEV_ROUTES=1, and always off in production', async () => {
    expect(devRoutesEnabled({ LECTERN_DEV_ROUTES: '1' })).toBe(true);
    expect(devRoutesEnabled({ LECTERN_DEV_ROUTES: '1', NODE_ENV: 'production' })).toBe(false);
    expect(devRoutesEnabled({})).toBe(false);
    const plain = await startServerWithoutDevRoutes();
    try {
      const session = await login(plain.baseUrl, PHONES.teacher);
      const reply = await call(plain.baseUrl, 'POST', NOTIFICATION_PATHS.devCreate, {
        token: session.token.id,
        json: { title: 'x', msg_type: 'deal' },
      });
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ code: 40400, message: '接口不存在' });
    } finally {
      await plain.close();
    }
  });
});
