import { expect, it } from 'vitest';
import { stripEmpty, toFormBody, toJsonBody } from './params.ts';

const mixed = { a: undefined, b: null, c: '', d: false, e: 0, f: '0', g: 'x', h: true, i: [1], j: { k: '' } };

it('strips undefined, null, empty string and false but keeps 0 and "0"', () => {
  expect(stripEmpty(mixed)).toEqual({ e: 0, f: '0', g: 'x', h: true, i: [1], j: { k: '' } });
  expect(stripEmpty(undefined)).toEqual({});
});

it('builds a form body from the kept entries', () => {
  expect(toFormBody(mixed).toString()).toBe('e=0&f=0&g=x&h=true&i=%5B1%5D&j=%7B%22k%22%3A%22%22%7D');
});

it('strips only plain objects at the top level of JSON bodies', () => {
  expect(toJsonBody({ a: '', b: 0, c: { d: '' } })).toEqual({ b: 0, c: { d: '' } });
  expect(toJsonBody([1, '', false])).toEqual([1, '', false]);
  expect(toJsonBody(undefined)).toBeUndefined();
});
