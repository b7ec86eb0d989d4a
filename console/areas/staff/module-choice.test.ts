import { describe, expect, it } from 'vitest';
import type { MenuModule } from '@shared/menu/types.ts';
import { describeModules, groupState, toggleGroup, toggleLeaf } from './module-choice.ts';

const entry = (id: number, title: string, children: MenuModule[] = []): MenuModule => ({ id, pid: 0, path: `/${id}`, src: '', icon: '', name: '', title, status: 1, sort_num: 0, children });
const orders = entry(10, '订单管理', [entry(11, '订单中心'), entry(12, '商城订单')]);
const planet = entry(20, '我的星球');

describe('module choice', () => {
  it('checks a group with its pages, and the group with its last page', () => {
    expect(toggleGroup([], orders, true).sort()).toEqual([10, 11, 12]);
    expect(toggleGroup([10, 11, 12, 20], orders, false)).toEqual([20]);
    const one = toggleLeaf([], orders, orders.children[0]!, true);
    expect(one).toEqual([11]);
    expect(groupState(one, orders)).toBe('some');
    expect(toggleLeaf(one, orders, orders.children[1]!, true).sort()).toEqual([10, 11, 12]);
  });

  it('unchecking a page of a checked group keeps the other pages only', () => {
    expect(toggleLeaf([10, 11, 12], orders, orders.children[0]!, false)).toEqual([12]);
    expect(groupState([12], orders)).toBe('some');
    expect(groupState([10], orders)).toBe('all');
    expect(groupState([], planet)).toBe('none');
  });

  it('describes a role in words', () => {
    expect(describeModules([orders, planet], [11, 20], (g, n) => `${g}（${n} 项）`)).toEqual(['订单管理（1 项）', '我的星球']);
  });
});
