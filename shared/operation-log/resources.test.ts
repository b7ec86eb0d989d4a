import { describe, expect, it } from 'vitest';
import { dayEndSeconds, dayStartSeconds } from '@shared/format/local-date.ts';
import { operationLogFilterOf } from './resources.ts';
import { operationLogEn } from './texts-en.ts';
import { operationLogZhCN } from './texts-zh-CN.ts';

describe('operationLogFilterOf', () => {
  it('sends only the filters that are set, the dates as whole days', () => {
    expect(operationLogFilterOf({ actor: 0, module: '', from: '', to: '', keyword: '  ' })).toEqual({});
    expect(operationLogFilterOf({ actor: 7, module: 'materials', from: '2026-11-01', to: '2026-11-27', keyword: ' 分类 ' })).toEqual({
      actorId: 7,
      module: 'materials',
      startAt: dayStartSeconds('2026-11-01'),
      endAt: dayEndSeconds('2026-11-27'),
      keyword: '分类',
    });
  });

  it('drops a date that is no calendar date', () => {
    expect(operationLogFilterOf({ actor: 0, module: '', from: '2026-02-30', to: 'soon', keyword: '' })).toEqual({});
  });
});

describe('texts', () => {
  it('name every label and module in both languages', () => {
    expect(Object.keys(operationLogEn).sort()).toEqual(Object.keys(operationLogZhCN).sort());
    expect(operationLogZhCN['oplog.action.materials.category.create']).toBe('新建素材分类');
    expect(operationLogEn['oplog.action.materials.category.create']).toBe('Create material category');
    expect(operationLogZhCN['oplog.module.shell']).toBe('账号');
  });
});
