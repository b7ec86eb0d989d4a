import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { askConfirm, showToast } from '@shared/feedback.ts';
import { $t, t as translate } from '@shared/i18n/i18n.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { refusalText } from './field-problems.ts';

/** Something a row offers (besides edit and delete): its label, the call, and whether to ask first. */
export type RowAction<Row> = {
  label: string;
  run: (row: Row) => Promise<unknown> | void;
  /** ask first with this question (the confirm button looks destructive when `danger`) */
  confirm?: (row: Row) => string;
  /** the question's title: the action's label unless told */
  confirmTitle?: string;
  danger?: boolean;
  /** the toast after it went through; none when the action opens something */
  done?: string;
  /** not offered for this row */
  hidden?: (row: Row) => boolean;
};

/** Something a row leads to (its editor page, its detail): a link named with the row like the buttons. */
export type RowLink<Row> = { label: string; to: (row: Row) => string; hidden?: (row: Row) => boolean };

/** Asks (when told), runs, then says how it went; answers whether it went through. */
export async function confirmThenRun(question: { title: string; message: string; danger?: boolean } | null, action: () => Promise<unknown> | void, done?: string): Promise<boolean> {
  if (question && !(await askConfirm(question))) return false;
  try {
    await action();
  } catch (error) {
    showToast(refusalText(error), { kind: 'error', duration: 5000 });
    return false;
  }
  if (done) showToast(done, { kind: 'success' });
  return true;
}

/** A row's actions as text buttons, each named with the row for screen readers ("删除：摄影入门"). */
export function RowActions<Row>({ row, name, actions }: { row: Row; name: string; actions: readonly (RowAction<Row> | RowLink<Row>)[] }) {
  const t = useStore($t);
  return (
    <div className="lc-list__actions">
      {actions.filter((action) => !action.hidden?.(row)).map((action) => 'to' in action ? (
        <Link key={action.label} className="lc-button lc-button--text" to={action.to(row)} aria-label={t('kit.rowAction', { action: action.label, name })}>
          {action.label}
        </Link>
      ) : (
        <Button
          key={action.label}
          variant="text"
          className={action.danger ? 'lc-list__danger' : undefined}
          aria-label={t('kit.rowAction', { action: action.label, name })}
          onClick={() => void confirmThenRun(action.confirm ? { title: action.confirmTitle ?? action.label, message: action.confirm(row), danger: action.danger ?? false } : null, () => action.run(row), action.done)}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}

/** The delete every removable resource offers: asks naming the row, the confirm button destructive. */
export function deleteAction<Row>(remove: (row: Row) => Promise<unknown>, name: (row: Row) => string): RowAction<Row> {
  return {
    label: translate('kit.delete'),
    danger: true,
    confirm: (row) => translate('kit.deleteConfirm', { name: name(row) }),
    run: remove,
    done: translate('kit.deleted'),
  };
}
