import { useEffect, useRef, type ReactNode } from 'react';
import { readsAsFigure } from './cells.tsx';
import './table.css';

export type TableColumn<T> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** CSS width of the column, e.g. 120 or '30%' */
  width?: number | string;
  align?: 'start' | 'center' | 'end';
  /**
   * `figure`: the column's cells are figures (phones, dates and times, money, counts) and never break. A cell whose
   * whole content is such text is kept on one line without it; cells of several lines use `Figure` and `CellName`.
   */
  kind?: 'figure';
};

/** the class of a body cell: figures keep to one line with digits of one width, so a column's figures line up */
export function cellClass<T>(column: TableColumn<T>, content: ReactNode): string | undefined {
  return column.kind === 'figure' || readsAsFigure(content) ? 'lc-table__figure' : undefined;
}

type TableSelection<T> = {
  isSelected: (row: T) => boolean;
  onToggle: (row: T) => void;
  /** the header checkbox: select (true) or clear (false) every row of the page; none without it (single choice) */
  onToggleAll?: (on: boolean) => void;
  /** accessible name of the header checkbox */
  allLabel?: string;
  /** accessible name of a row's checkbox */
  rowLabel: (row: T) => string;
};

export type TableProps<T> = {
  /** accessible name of the table */
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  selection?: TableSelection<T>;
  /** shown in place of the rows when there are none */
  empty?: ReactNode;
  busy?: boolean;
  className?: string;
};

function HeaderCheckbox({ checked, mixed, disabled, label, onChange }: {
  checked: boolean; mixed: boolean; disabled: boolean; label: string; onChange: (on: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="lc-table__check"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** A semantic table with optional row selection (a header checkbox for the page, one per row). */
export function Table<T>({ label, columns, rows, rowKey, selection, empty, busy = false, className }: TableProps<T>) {
  const selectedCount = selection ? rows.filter((row) => selection.isSelected(row)).length : 0;
  const allSelected = rows.length > 0 && selectedCount === rows.length;
  const span = columns.length + (selection ? 1 : 0);
  return (
    <div className={`lc-table ${className ?? ''}`}>
      <table className="lc-table__table" aria-label={label} aria-busy={busy || undefined}>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="lc-table__select">
                {selection.onToggleAll && (
                  <HeaderCheckbox
                    checked={allSelected}
                    mixed={selectedCount > 0 && !allSelected}
                    disabled={rows.length === 0}
                    label={selection.allLabel ?? ''}
                    onChange={selection.onToggleAll}
                  />
                )}
              </th>
            )}
            {columns.map((column) => (
              <th key={column.key} scope="col" style={{ width: column.width, textAlign: column.align }}>{column.header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty !== undefined ? (
            <tr>
              <td colSpan={span} className="lc-table__empty">{empty}</td>
            </tr>
          ) : (
            rows.map((row) => {
              const selected = selection?.isSelected(row) ?? false;
              return (
                <tr key={rowKey(row)} className={selected ? 'lc-table__row--selected' : undefined}>
                  {selection && (
                    <td className="lc-table__select">
                      <input
                        type="checkbox"
                        className="lc-table__check"
                        aria-label={selection.rowLabel(row)}
                        checked={selected}
                        onChange={() => selection.onToggle(row)}
                      />
                    </td>
                  )}
                  {columns.map((column) => {
                    const content = column.render(row);
                    return <td key={column.key} className={cellClass(column, content)} style={{ textAlign: column.align }}>{content}</td>;
                  })}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
