import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { dropItem, moveItem } from '@shared/list-state/reorder.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { cellClass, type TableColumn } from '@widgets/ui/table/table.tsx';
import { confirmThenRun } from './row-actions.tsx';
import './kit.css';

export type OrderedTableProps<Row> = {
  /** accessible name of the table */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => number;
  /** names a row in its move buttons' labels */
  rowName: (row: Row) => string;
  columns: readonly TableColumn<Row>[];
  /** saves the whole new order; the rows shown keep it until the next `rows` arrive */
  saveOrder: (next: Row[]) => Promise<unknown>;
  /** the toast once an order is saved */
  savedText: string;
  empty: string;
  busy?: boolean;
};

type Moved = { key: number; direction: 'up' | 'down' };

/**
 * Rows a teacher puts in order (lessons, a column's courses, topics): drag a row onto another, or use 上移/下移 from
 * the keyboard, which keeps the focus on the moved row. Each move saves the whole order at once; a refused save
 * puts the rows back.
 */
export function OrderedTable<Row>({ label, rows, rowKey, rowName, columns, saveOrder, savedText, empty, busy }: OrderedTableProps<Row>) {
  const t = useStore($t);
  const [order, setOrder] = useState<Row[] | null>(null);
  const [saving, setSaving] = useState(false);
  const dragFrom = useRef<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const moved = useRef<Moved | null>(null);
  const table = useRef<HTMLTableElement>(null);
  useEffect(() => setOrder(null), [rows]);
  useEffect(() => {
    if (saving || !moved.current) return;
    const { key, direction } = moved.current;
    moved.current = null;
    const row = table.current?.querySelector(`[data-order-row="${key}"]`);
    (row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not(:disabled)`) ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
  }, [saving]);
  const shown = order ?? rows;

  const save = async (next: Row[]) => {
    setOrder(next);
    setSaving(true);
    const saved = await confirmThenRun(null, () => saveOrder(next), savedText);
    setSaving(false);
    if (!saved) setOrder(null);
  };
  const move = (index: number, step: -1 | 1) => {
    moved.current = { key: rowKey(shown[index]!), direction: step < 0 ? 'up' : 'down' };
    void save(moveItem(shown, index, step));
  };
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const from = dragFrom.current ?? Number(event.dataTransfer.getData('text/plain'));
    dragFrom.current = null;
    setDragOver(null);
    if (Number.isNaN(from) || from === to) return;
    void save(dropItem(shown, from, to));
  };

  return (
    <table ref={table} className="lc-table lc-ordered" aria-label={label} aria-busy={saving || busy || undefined}>
      <thead>
        <tr>
          <th scope="col">{t('kit.order.column')}</th>
          {columns.map((column) => (
            <th key={column.key} scope="col" style={column.width ? { width: column.width } : undefined}>{column.header}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {shown.length === 0 && (
          <tr>
            <td colSpan={columns.length + 1} className="lc-ordered__empty">{empty}</td>
          </tr>
        )}
        {shown.map((row, index) => {
          const name = rowName(row);
          return (
            <tr
              key={rowKey(row)}
              data-order-row={rowKey(row)}
              draggable={!saving}
              className={dragOver === index ? 'is-drag-over' : undefined}
              onDragStart={(event) => {
                dragFrom.current = index;
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
              }}
              onDragOver={(event) => {
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                if (dragOver !== index) setDragOver(index);
              }}
              onDragLeave={() => setDragOver((current) => (current === index ? null : current))}
              onDrop={(event) => drop(event, index)}
              onDragEnd={() => setDragOver(null)}
            >
              <td className="lc-ordered__order">
                <span className="lc-ordered__handle" title={t('kit.order.drag', { name })} aria-hidden="true">⋮⋮</span>
                <span className="lc-ordered__position">{index + 1}</span>
                <Button variant="text" data-move="up" disabled={saving || index === 0} aria-label={t('kit.order.upNamed', { name })} onClick={() => move(index, -1)}>
                  {t('kit.order.up')}
                </Button>
                <Button variant="text" data-move="down" disabled={saving || index === shown.length - 1} aria-label={t('kit.order.downNamed', { name })} onClick={() => move(index, 1)}>
                  {t('kit.order.down')}
                </Button>
              </td>
              {columns.map((column) => {
                const content = column.render(row);
                return <td key={column.key} className={cellClass(column, content)}>{content}</td>;
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
