import { expect, it } from 'vitest';
import { ApiError, dataOf, isApiError, isSessionFailure, isStorageFullMessage } from './errors.ts';

it('carries kind, code, message and status', () => {
  const error = new ApiError('fail', 50014, 'expired', 401);
  expect(error).toBeInstanceOf(Error);
  expect(isApiError(error)).toBe(true);
  expect(error).toMatchObject({ name: 'ApiError', kind: 'fail', code: 50014, message: 'expired', status: 401 });
  expect(new ApiError('network', 0, 'x').status).toBe(0);
});

it('knows the session failure codes', () => {
  expect([50008, 50012, 50014].map(isSessionFailure)).toEqual([true, true, true]);
  expect(isSessionFailure(-1)).toBe(false);
});

it('recognises the storage-full message in both languages', () => {
  expect(isStorageFullMessage('Your storage space has reached its limit.')).toBe(true);
  expect(isStorageFullMessage('您的存储空间已达上限')).toBe(true);
  expect(isStorageFullMessage('操作失败')).toBe(false);
});

it('dataOf insists on data', () => {
  expect(dataOf({ result: 'ok', data: 0 })).toBe(0);
  expect(() => dataOf({ result: 'ok' })).toThrow(ApiError);
});
