import { beforeEach, expect, it } from 'vitest';
import { answer, okHandler } from '@shared/api/testing/scripted-server.ts';
import { useScriptedApi } from '@shared/api/testing/api-harness.ts';
import { ACCOUNT_PATHS } from './paths.ts';
import { accountWrites, staffAccountsRecord } from './resources.ts';

const api = useScriptedApi();
const last = () => api.server.seen.at(-1)!;

beforeEach(() => api.server.handle(okHandler));

it('the staff accounts are the list without the main account', async () => {
  const row = (id: number, is_child: boolean) => ({ id, nickname: `n${id}`, phone: '', uuid: '', status: 1, is_child, created_at: 0 });
  api.server.handle((_, res) => answer(res, 200, { result: 'ok', rows: [row(7, false), row(8, true), row(9, true)], totalCount: 3 }));
  const staff = await staffAccountsRecord.read({});
  expect(staff.map((account) => account.id)).toEqual([8, 9]);
});

it('toggling a staff account disables an enabled one and enables a disabled one', async () => {
  await accountWrites.toggleStaff({ id: 8, status: 1 });
  expect(last().path).toBe(ACCOUNT_PATHS.teacherAccountStatus);
  expect(JSON.parse(last().body)).toEqual({ id: 8, status: 0 });
  await accountWrites.toggleStaff({ id: 8, status: 0 });
  expect(JSON.parse(last().body)).toEqual({ id: 8, status: 1 });
});
