import { isValidElement, type ReactNode } from 'react';

/**
 * Text that reads as one figure: a phone, a date or time, an amount, a count, a size ("610.98 MB"). Broken over
 * two lines it reads as two figures, so a table cell holding only such text stays on one line.
 */
const FIGURE = /^[-+−]?[¥$€]?[\d\s.,:/%+−-]*\d[\d\s.,:/%+−-]*(?:\s?(?:[KMGT]?B|%))?$/;

export function isFigureText(value: ReactNode): boolean {
  if (typeof value === 'number') return true;
  return typeof value === 'string' && FIGURE.test(value.trim());
}

/** whether a cell's content is a figure, also when a screen wraps the text in a plain element of its own */
export function readsAsFigure(value: ReactNode): boolean {
  if (isValidElement<{ children?: ReactNode }>(value) && typeof value.type === 'string') return isFigureText(value.props.children);
  return isFigureText(value);
}

/** A figure inside a cell of several lines (the phone under a buyer's name, a total above its breakdown). */
function Figure({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={`lc-table-figure ${className ?? ''}`}>{children}</span>;
}

/**
 * A person's or a thing's name in a table: one line, cut with an ellipsis where the column is narrow, the whole
 * name in the tooltip (and for screen readers, the text itself is whole).
 */
export function CellName({ children, className }: { children: string; className?: string }) {
  return (
    <span className={`lc-table-name ${className ?? ''}`} title={children}>
      {children}
    </span>
  );
}

/** A buyer or a student: the name on one line, the phone (or what stands for it) under it on one line. */
export function Person({ name, phone }: { name: string; phone: ReactNode }) {
  return (
    <>
      <CellName>{name}</CellName>
      <Figure className="lc-table-figure--muted">{phone}</Figure>
    </>
  );
}
