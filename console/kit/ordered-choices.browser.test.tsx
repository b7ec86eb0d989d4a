/** The kit pieces the course screens added: rows put in order from the keyboard, and records ticked as checkboxes. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { useState } from 'react';
import type { RecordSource } from '@shared/api/record-source.ts';
import { CellName } from '@widgets/ui/table/cells.tsx';
import { mount, signIn, unmountAll } from '@widgets/testing/mount.tsx';
import { CheckChoices } from './check-choices.tsx';
import { OrderedTable } from './ordered-table.tsx';

beforeAll(async () => {
  await signIn();
});
afterEach(unmountAll);

type Lesson = { id: number; title: string };
const LESSONS: Lesson[] = [{ id: 1, title: '第一讲' }, { id: 2, title: '第二讲' }, { id: 3, title: '第三讲' }];

describe('OrderedTable', () => {
  it('moves a row with 下移, saves the whole order and keeps the focus on the moved row', async () => {
    const saved: number[][] = [];
    await mount(
      <OrderedTable<Lesson>
        label="课时"
        rows={LESSONS}
        rowKey={(row) => row.id}
        rowName={(row) => row.title}
        columns={[{ key: 'title', header: '标题', render: (row) => row.title }]}
        saveOrder={async (next) => saved.push(next.map((row) => row.id))}
        savedText="顺序已保存"
        empty="没有课时"
      />,
    );
    await expect.element(page.getByRole('button', { name: '上移：第一讲' })).toBeDisabled();
    await page.getByRole('button', { name: '下移：第一讲' }).click();
    await expect.poll(() => saved).toEqual([[2, 1, 3]]);
    const rows = page.getByRole('table', { name: '课时' }).getByRole('row');
    await expect.element(rows.nth(2)).toHaveTextContent('第一讲');
    await expect.element(page.getByRole('button', { name: '下移：第一讲' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => saved).toEqual([[2, 1, 3], [2, 3, 1]]);
  });

  it('puts the rows back when the save is refused', async () => {
    await mount(
      <OrderedTable<Lesson>
        label="课时"
        rows={LESSONS}
        rowKey={(row) => row.id}
        rowName={(row) => row.title}
        columns={[{ key: 'title', header: '标题', render: (row) => row.title }]}
        saveOrder={() => Promise.reject(new Error('课时顺序不完整，请刷新后重试'))}
        savedText="顺序已保存"
        empty="没有课时"
      />,
    );
    await page.getByRole('button', { name: '下移：第一讲' }).click();
    const rows = page.getByRole('table', { name: '课时' }).getByRole('row');
    await expect.element(rows.nth(1)).toHaveTextContent('第一讲');
  });

  it('keeps a date and time on one line and cuts a long title, as the kit table does', async () => {
    const at = '2026-11-29 19:05:30';
    const title = '写作入门：从一句话到一篇文章的二十一堂课 Momo-the-writer-with-a-very-long-title';
    // the screens' own cells break words anywhere (overflow-wrap)
    const host = await mount(
      <div style={{ width: 420, overflowWrap: 'anywhere' }}>
        <OrderedTable<Lesson>
          label="课时"
          rows={[{ id: 1, title }]}
          rowKey={(row) => row.id}
          rowName={(row) => row.title}
          columns={[
            { key: 'title', header: '标题', render: (row) => <CellName>{row.title}</CellName> },
            { key: 'at', header: '时间', render: () => at },
          ]}
          saveOrder={async () => undefined}
          savedText="顺序已保存"
          empty="没有课时"
        />
      </div>,
    );
    await expect.element(page.getByRole('table', { name: '课时' })).toBeVisible();
    const cell = [...host.querySelectorAll('tbody td')].at(-1)!;
    expect(cell.textContent).toBe(at);
    expect(lines(cell)).toBe(1);
    const name = host.querySelector<HTMLElement>('.lc-table-name')!;
    expect([lines(name), name.title]).toEqual([1, title]);
  });
});

/** how many lines an element's text takes */
function lines(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
}

const pieces = (rows: Lesson[]): RecordSource<Lesson[], object> => ({ name: `test/pieces/${rows.length}`, read: async () => rows });

function Choices({ rows, held, seen }: { rows: Lesson[]; held: Lesson[]; seen: number[][] }) {
  const [value, setValue] = useState(held.map((row) => row.id));
  return (
    <CheckChoices
      label="课件"
      error={undefined}
      source={pieces(rows)}
      query={{}}
      labelOf={(row) => row.title}
      held={held}
      none="还没有课件"
      value={value}
      onChange={(ids) => {
        seen.push(ids);
        setValue(ids);
      }}
    />
  );
}

describe('CheckChoices', () => {
  it('offers the records and those held beyond them, ticked as held; ticking hands over the ids', async () => {
    const seen: number[][] = [];
    await mount(<Choices rows={LESSONS.slice(0, 2)} held={[{ id: 9, title: '旧讲义' }]} seen={seen} />);
    const group = page.getByRole('group', { name: '课件' });
    await expect.element(group.getByRole('checkbox', { name: '旧讲义' })).toBeChecked();
    await expect.element(group.getByRole('checkbox', { name: '第一讲' })).not.toBeChecked();
    await group.getByRole('checkbox', { name: '第二讲' }).click();
    await group.getByRole('checkbox', { name: '旧讲义' }).click();
    expect(seen).toEqual([[9, 2], [2]]);
  });

  it('says so when there is nothing to choose', async () => {
    await mount(<Choices rows={[]} held={[]} seen={[]} />);
    await expect.element(page.getByText('还没有课件')).toBeVisible();
  });
});
