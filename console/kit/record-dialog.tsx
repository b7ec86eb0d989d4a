import { useState, type ReactNode } from 'react';
import type { Resource } from '@shared/api/resource.ts';
import { change } from './data.ts';
import type { ListForm } from './list-screen.tsx';
import { RecordForm } from './record-form.tsx';

type Writable<Row, Input> = Pick<Resource<Row, unknown, Input>, 'name' | 'affects' | 'create' | 'update'>;

export type RecordDialog<Row> = {
  /** opens the dialog for a new record */
  create: () => void;
  /** opens the dialog for `row` */
  edit: (row: Row) => void;
  /** the dialog while it is open, for the screen to place */
  dialog: ReactNode;
};

/**
 * The create and edit dialog of a resource's records (what `ListScreen` offers for a table), for a screen that
 * draws its records itself: a plan by month, a book's chapters. A save refreshes every screen showing them.
 */
export function useRecordDialog<Row, Input>(resource: Writable<Row, Input>, form: ListForm<Row, Input>): RecordDialog<Row> {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const row = editing === 'new' ? null : editing;
  const close = () => setEditing(null);
  const save = (input: Input) => change(() => (row ? resource.update!(row, input) : resource.create!(input)), [resource]);
  return {
    create: () => setEditing('new'),
    edit: (next) => setEditing(next),
    dialog: editing && (
      <RecordForm<Input>
        title={form.title(row)}
        fields={typeof form.fields === 'function' ? form.fields(row) : form.fields}
        initial={form.initial(row)}
        width={form.width}
        submit={save}
        onClose={close}
        onSaved={close}
      />
    ),
  };
}
