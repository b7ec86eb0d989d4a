import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import type { Resource } from '@shared/api/resource.ts';
import type { Page } from '@shared/api/types.ts';
import type { ListChoices, ListDefaults, Paging } from '@shared/list-state/list-state.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { change, keyOf, useQuery } from './data.ts';
import type { FormField } from './form-fields.tsx';
import { ListFilters, ListTabsBar, type ListFilter, type ListTabs } from './list-filters.tsx';
import { QueryError } from './query-state.tsx';
import { RecordForm } from './record-form.tsx';
import { deleteAction, RowActions, type RowAction, type RowLink } from './row-actions.tsx';
import { useListState } from './use-list-state.ts';
import './kit.css';

/** The create and edit dialog of a list's records, as data. */
export type ListForm<Row, Input> = {
  /** the dialog's title for a new record (null) or for `row` */
  title: (row: Row | null) => string;
  fields: readonly FormField<Input>[] | ((row: Row | null) => readonly FormField<Input>[]);
  /** the values the form opens with */
  initial: (row: Row | null) => Input;
  width?: number;
  /** the save button's text and the toast after saving (the kit's 保存 and 已保存 unless told) */
  saveLabel?: string;
  savedText?: string;
};

export type ListScreenProps<Row, S extends ListDefaults & Paging, Input, Extra> = {
  title: string;
  /** the records and what may be done with them */
  resource: Resource<Row, S, Input, Extra>;
  /** the list's state in the address bar, by its defaults (page, pageSize, filters, sort, tab) */
  defaults: S;
  choices?: ListChoices<S>;
  /** filters above the table; a function sees the last answer (e.g. categories it lists) */
  filters?: readonly ListFilter<S>[] | ((found: (Page<Row> & Extra) | undefined) => readonly ListFilter<S>[]);
  tabs?: ListTabs<S>;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => number | string;
  /** names a row in its actions' labels and in the delete question */
  rowName: (row: Row) => string;
  /** actions besides edit (with `form`) and delete (with the resource's `remove`); links lead elsewhere */
  rowActions?: readonly (RowAction<Row> | RowLink<Row>)[];
  form?: ListForm<Row, Input>;
  /** the create button's label; no create button without it */
  createLabel?: string;
  /** why the create button is off (e.g. no planet yet) */
  createDisabled?: boolean;
  /** shown when there are no rows; a function sees the list's state (e.g. "nothing matches" while filtered) */
  empty: ReactNode | ((state: S) => ReactNode);
  /** in the head beside the create button (a button to a create page, a link) */
  actions?: ReactNode;
  /** part of a page (a tab of a detail page, a section under the page's own heading): no card, and the title names the table only */
  embedded?: boolean;
  /** above the filters: a note, figures */
  intro?: ReactNode;
  className?: string;
  /** a section of a detail page (inside its frame): an h2 and no card of its own */
  section?: boolean;
  /** the delete's question and toast where the kit's generic ones say too little (what else goes with the row) */
  deleteTexts?: { confirm?: (row: Row) => string; done?: string };
  /** rows chosen by checkboxes for bulk actions, on the page shown (a change of page or filter clears them) */
  selection?: ListSelection<Row>;
};

type ListSelection<Row> = {
  /** the header checkbox's name (every row of the page) */
  allLabel: string;
  rowLabel: (row: Row) => string;
  /** above the table: what may be done with the chosen rows, and how to clear them */
  bar: (rows: Row[], clear: () => void) => ReactNode;
};

/**
 * A list screen from its description: title and create button, tabs and filters, the table with row actions,
 * the pager, the create and edit dialog, loading, empty and error states. Its state lives in the address bar.
 */
export function ListScreen<Row, S extends ListDefaults & Paging, Input = never, Extra = object>(props: ListScreenProps<Row, S, Input, Extra>) {
  const t = useStore($t);
  const { resource, form } = props;
  const [state, set] = useListState(props.defaults, props.choices);
  const found = useQuery(keyOf(resource.name, state), () => resource.list(state));
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const page = found.data;
  const stale = [resource];
  const [chosen, setChosen] = useState<ReadonlyMap<number | string, Row>>(new Map());
  const listKey = keyOf(resource.name, state);
  useEffect(() => setChosen(new Map()), [listKey]);
  const clearChosen = () => setChosen(new Map());
  const toggle = (rows: readonly Row[], on: boolean) => {
    const next = new Map(chosen);
    for (const row of rows) {
      if (on) next.set(props.rowKey(row), row);
      else next.delete(props.rowKey(row));
    }
    setChosen(next);
  };

  const actions: (RowAction<Row> | RowLink<Row>)[] = [
    ...(form && resource.update ? [{ label: t('kit.edit'), run: (row: Row) => setEditing(row) }] : []),
    ...(props.rowActions ?? []).map((action) => ('to' in action ? action : { ...action, run: (row: Row) => change(async () => action.run(row), stale) })),
    ...(resource.remove ? [{ ...deleteAction<Row>((row) => change(() => resource.remove!(row), stale), props.rowName), ...props.deleteTexts }] : []),
  ];
  const columns: TableColumn<Row>[] = actions.length
    ? [...props.columns, { key: 'actions', header: t('common.actions'), render: (row) => <RowActions row={row} name={props.rowName(row)} actions={actions} /> }]
    : [...props.columns];
  const filters = typeof props.filters === 'function' ? props.filters(page) : props.filters ?? [];
  const row = editing === 'new' ? null : editing;
  const save = (input: Input) => change(() => (row ? resource.update!(row, input) : resource.create!(input)), stale);

  const create = props.createLabel && form && resource.create && (
    <Button variant="primary" disabled={props.createDisabled} onClick={() => setEditing('new')}>{props.createLabel}</Button>
  );
  const empty = typeof props.empty === 'function' ? props.empty(state) : props.empty;

  return (
    <section className={`${props.embedded || props.section ? '' : 'lc-card '}lc-list ${props.className ?? ''}`}>
      {(!props.embedded || create || props.actions) && (
        <header className="lc-list__head">
          {props.section ? <h2>{props.title}</h2> : !props.embedded && <h1 className="lc-page-title">{props.title}</h1>}
          {(create || props.actions) && <div className="lc-list__head-actions">{props.actions}{create}</div>}
        </header>
      )}
      {props.intro}
      {props.tabs && <ListTabsBar tabs={props.tabs} state={state} set={set} />}
      <ListFilters filters={filters} state={state} set={set} />
      {found.error && !page ? (
        <QueryError error={found.error} onRetry={found.reload} />
      ) : (
        <>
          {props.selection && <div className="lc-list__bulk">{props.selection.bar([...chosen.values()], clearChosen)}</div>}
          <Table<Row>
            label={props.title}
            columns={columns}
            rows={page?.rows ?? []}
            rowKey={props.rowKey}
            busy={found.loading}
            empty={page ? empty : undefined}
            selection={
              props.selection && {
                isSelected: (row) => chosen.has(props.rowKey(row)),
                onToggle: (row) => toggle([row], !chosen.has(props.rowKey(row))),
                onToggleAll: (on) => toggle(page?.rows ?? [], on),
                allLabel: props.selection.allLabel,
                rowLabel: props.selection.rowLabel,
              }
            }
          />
        </>
      )}
      {page && page.totalCount > state.pageSize && (
        <Pager className="lc-list__pager" total={page.totalCount} page={state.page} pageSize={state.pageSize} onChange={(next) => set({ page: next } as Partial<S>)} disabled={found.loading} />
      )}
      {editing && form && (
        <RecordForm<Input>
          title={form.title(row)}
          fields={typeof form.fields === 'function' ? form.fields(row) : form.fields}
          initial={form.initial(row)}
          width={form.width}
          saveLabel={form.saveLabel}
          savedText={form.savedText}
          submit={save}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </section>
  );
}
