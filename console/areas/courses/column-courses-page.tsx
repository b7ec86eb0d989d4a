import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { addToColumn, columnEntriesResource, coursesToHoldResource, sortColumn } from '@shared/courses/resources.ts';
import { courseListPath } from '@shared/courses/routes.ts';
import type { ColumnEntry, CourseRecord } from '@shared/courses/types.ts';
import { showToast } from '@shared/feedback.ts';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { SearchBox } from '@widgets/ui/search-box/search-box.tsx';
import { change, keyOf, useQuery } from '@console/kit/data.ts';
import { CourseGate } from './course-gate.tsx';
import { refusalText } from '@console/kit/field-problems.ts';
import { OrderedTable } from '@console/kit/ordered-table.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { RowActions } from '@console/kit/row-actions.tsx';
import './course-texts.ts';
import './course-pages.css';

/** the courses the picker lists: one page of every kind, as many as the server hands at once */
const PICK_PAGE_SIZE = 100;
const COLUMNS_PATH = courseListPath('column');

/** 无封面 in a muted box, or the cover, 64×36 */
function Cover({ url }: { url: string }) {
  const t = useStore($t);
  return url ? <img className="lc-course-thumb" src={url} alt="" width={64} height={36} loading="lazy" /> : <span className="lc-course-thumb lc-course-thumb--none">{t('courses.noCover')}</span>;
}

function Price({ fen }: { fen: number }) {
  const t = useStore($t);
  return <>{fen === 0 ? t('courses.free') : formatFen(fen)}</>;
}

function SaleState({ status }: { status: 0 | 1 }) {
  const t = useStore($t);
  return <span className={`lc-course-sale lc-course-sale--${status}`}>{t(`courses.status.${status}`)}</span>;
}

/**
 * /course/column/manage?id=: the courses a column holds, in the order students see them — reorder by dragging or
 * with 上移/下移, remove one (asked first), add others of the teacher's courses in a dialog.
 */
export default function ColumnCoursesPage() {
  const t = useStore($t);
  return (
    <CourseGate missingId={t('courses.missingId.columnCourses')} accepts={(course) => course.type === 'column'} back={{ to: COLUMNS_PATH, label: t('courses.column.back') }}>
      {(course) => <ColumnCourses course={course} />}
    </CourseGate>
  );
}

function ColumnCourses({ course }: { course: CourseRecord }) {
  const t = useStore($t);
  const entries = columnEntriesResource(course.id);
  const held = useQuery(entries.name, () => entries.list({}));
  const [picking, setPicking] = useState(false);
  const rows = held.data?.rows ?? [];

  return (
    <section className="lc-card lc-course-column">
      <header className="lc-course-column__head">
        <div className="lc-course-column__summary">
          <h1 className="lc-page-title">{t('courses.column.heading', { title: course.title })}</h1>
          <dl className="lc-course-facts">
            <div><dt>{t('courses.col.price')}</dt><dd><Price fen={course.price} /></dd></div>
            <div><dt>{t('courses.status')}</dt><dd><SaleState status={course.status} /></dd></div>
            <div><dt>{t('courses.col.holds')}</dt><dd>{t('courses.courseCount', { n: course.course_count })}</dd></div>
          </dl>
        </div>
        <div className="lc-course-column__actions">
          <Link className="lc-button lc-button--default" to={COLUMNS_PATH}>{t('courses.column.back')}</Link>
          <Button variant="primary" onClick={() => setPicking(true)}>{t('courses.column.add')}</Button>
        </div>
      </header>
      <p className="lc-course-muted">{t('courses.column.sortHint')}</p>
      {held.error && !held.data ? (
        <QueryError error={held.error} onRetry={held.reload} />
      ) : (
        <OrderedTable<ColumnEntry>
          label={t('courses.column.tableLabel')}
          rows={rows}
          rowKey={(entry) => entry.course_id}
          rowName={(entry) => entry.title}
          busy={held.loading}
          empty={held.loading ? t('common.loading') : t('courses.column.empty')}
          savedText={t('courses.column.sorted')}
          saveOrder={(next) => change(() => sortColumn(course.id, next), [entries])}
          columns={[
            { key: 'cover', header: t('courses.col.cover'), width: 88, render: (entry) => <Cover url={entry.cover_url} /> },
            { key: 'title', header: t('courses.col.course'), render: (entry) => <span className="lc-course-title">{entry.title}</span> },
            { key: 'type', header: t('courses.col.type'), render: (entry) => t(`course.type.${entry.type}`) },
            { key: 'price', header: t('courses.col.price'), render: (entry) => <Price fen={entry.price} /> },
            { key: 'status', header: t('courses.status'), render: (entry) => <SaleState status={entry.status} /> },
            {
              key: 'actions',
              header: t('common.actions'),
              render: (entry) => (
                <RowActions
                  row={entry}
                  name={entry.title}
                  actions={[{
                    label: t('courses.column.remove'),
                    danger: true,
                    confirm: (row) => t('courses.column.removeConfirm', { title: row.title }),
                    run: (row) => change(() => entries.remove!(row), [entries]),
                    done: t('courses.column.removed'),
                  }]}
                />
              ),
            },
          ]}
        />
      )}
      {picking && <AddCoursesDialog columnId={course.id} held={rows} onClose={() => setPicking(false)} />}
    </section>
  );
}

/** The teacher's courses a column may take (no columns, none it holds), searched by title and ticked to add. */
function AddCoursesDialog({ columnId, held, onClose }: { columnId: number; held: readonly ColumnEntry[]; onClose: () => void }) {
  const t = useStore($t);
  const listId = useId();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState('');
  const search = useRef<HTMLDivElement>(null);
  const query = { keyword };
  const found = useQuery(keyOf(coursesToHoldResource.name, query), () => coursesToHoldResource.list(query));
  // the dialog puts the focus on its first control (the close button); the search box is where picking starts
  useEffect(() => search.current?.querySelector('input')?.focus(), []);

  const heldIds = new Set(held.map((entry) => entry.course_id));
  const candidates = (found.data?.rows ?? []).filter((course) => course.type !== 'column' && !heldIds.has(course.id));
  const toggle = (courseId: number, on: boolean) => {
    setRefusal('');
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(courseId);
      else next.delete(courseId);
      return next;
    });
  };
  const add = async () => {
    setSaving(true);
    setRefusal('');
    try {
      await change(() => addToColumn(columnId, [...chosen]), ['courses']);
    } catch (error) {
      setRefusal(refusalText(error));
      setSaving(false);
      return;
    }
    showToast(t('courses.column.added', { n: chosen.size }), { kind: 'success' });
    onClose();
  };

  return (
    <Dialog
      open
      title={t('courses.column.pick.title')}
      width={640}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={saving} disabled={chosen.size === 0} onClick={() => void add()}>
            {t('courses.column.pick.confirm', { n: chosen.size })}
          </Button>
        </>
      }
    >
      <div className="lc-course-pick">
        <div ref={search}>
          <SearchBox label={t('courses.search')} placeholder={t('courses.search')} clearLabel={t('common.clear')} value={keyword} onSearch={setKeyword} />
        </div>
        {found.error && !found.data ? (
          <QueryError error={found.error} onRetry={found.reload} />
        ) : found.loading ? (
          <p className="lc-course-muted" aria-busy="true">{t('common.loading')}</p>
        ) : candidates.length === 0 ? (
          <p className="lc-course-muted">{keyword ? t('courses.emptyFiltered') : t('courses.column.pick.empty')}</p>
        ) : (
          <ul className="lc-course-pick__list" role="group" aria-label={t('courses.column.pick.label')}>
            {candidates.map((course) => (
              <Candidate key={course.id} course={course} describedBy={`${listId}-${course.id}`} checked={chosen.has(course.id)} onToggle={toggle} />
            ))}
          </ul>
        )}
        {found.data?.more && <p className="lc-course-muted">{t('courses.column.pick.more', { n: PICK_PAGE_SIZE })}</p>}
        {refusal && <p className="lc-form__refusal" role="alert">{refusal}</p>}
      </div>
    </Dialog>
  );
}

function Candidate({ course, describedBy, checked, onToggle }: { course: CourseRecord; describedBy: string; checked: boolean; onToggle: (id: number, on: boolean) => void }) {
  const t = useStore($t);
  return (
    <li className="lc-course-pick__item">
      <label>
        <input type="checkbox" checked={checked} aria-describedby={describedBy} onChange={(event) => onToggle(course.id, event.target.checked)} />
        <span className="lc-course-title">{course.title}</span>
      </label>
      <span id={describedBy} className="lc-course-muted">
        {t(`course.type.${course.type}`)} · <Price fen={course.price} /> · <SaleState status={course.status} />
      </span>
    </li>
  );
}
