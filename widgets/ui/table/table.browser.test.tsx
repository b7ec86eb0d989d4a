/** The table kit keeps figures on one line and cuts names, also where the screen's own styles break words anywhere. */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mount, unmountAll } from '@widgets/testing/mount.tsx';
import { isFigureText, Person } from './cells.tsx';
import { Table, type TableColumn } from './table.tsx';

afterEach(unmountAll);

/** how many lines an element's text takes */
function lines(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
}

type Buyer = { id: number; name: string; phone: string; at: string; spent: string; product: string };
const BUYERS: Buyer[] = [
  { id: 1, name: '一位昵称很长的同学 Momo-the-writer-with-a-very-long-nickname', phone: '13700000008', at: '2026-11-29 19:05:30', spent: '¥1,318.85', product: '写作入门：从一句话到一篇文章的二十一堂课（附赠练习册与批改）' },
];
const COLUMNS: TableColumn<Buyer>[] = [
  { key: 'buyer', header: '买家', render: (row) => <Person name={row.name} phone={row.phone} /> },
  { key: 'product', header: '商品', render: (row) => row.product },
  { key: 'at', header: '下单时间', render: (row) => row.at },
  { key: 'spent', header: '金额', render: (row) => <strong>{row.spent}</strong> },
  // several pieces of text: not a figure by itself, so the column says it is one
  { key: 'window', header: '有效期', kind: 'figure', render: (row) => <>{row.at.slice(0, 10)} {'至'} {row.at.slice(0, 10)}</> },
];

async function narrowTable() {
  // the screens' own cells break words anywhere (overflow-wrap), which split phones in two
  const host = await mount(
    <div style={{ width: 520, overflowWrap: 'anywhere' }}>
      <Table label="订单" columns={COLUMNS} rows={BUYERS} rowKey={(row) => row.id} />
    </div>,
  );
  await expect.element(page.getByRole('table', { name: '订单' })).toBeVisible();
  return host;
}

describe('Table cells', () => {
  it('keeps a phone, a date and time, an amount and a figure column on one line in a narrow table', async () => {
    const host = await narrowTable();
    const cells = [...host.querySelectorAll('tbody td')];
    expect(lines(host.querySelector('.lc-table-figure')!)).toBe(1);
    expect(host.querySelector('.lc-table-figure')!.textContent).toBe('13700000008');
    for (const index of [2, 3, 4]) {
      expect(lines(cells[index]!), cells[index]!.textContent ?? '').toBe(1);
      expect(getComputedStyle(cells[index]!).fontVariantNumeric).toBe('tabular-nums');
    }
    // the long product name is what wraps
    expect(lines(cells[1]!)).toBeGreaterThan(1);
  });

  it('cuts a long name with an ellipsis on one line, the whole name in its title', async () => {
    const host = await narrowTable();
    const name = host.querySelector<HTMLElement>('.lc-table-name')!;
    expect(lines(name)).toBe(1);
    expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    expect(name.title).toBe(BUYERS[0]!.name);
    expect(name.textContent).toBe(BUYERS[0]!.name);
  });

  it('tells figures from text', () => {
    for (const figure of ['13700000008', '2026-11-29 19:05:30', '2026-11-29', '19:05', '¥1,318.85', '−¥20.00', '610.98 MB', '7,851', '12%', 42]) {
      expect(isFigureText(figure), String(figure)).toBe(true);
    }
    for (const text of ['写作入门', '2 个课时', '—', '', 'V3.0 版', null]) expect(isFigureText(text), String(text)).toBe(false);
  });
});
