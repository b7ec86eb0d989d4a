import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useSearchParams } from 'react-router';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import {
  ALL_TAGS,
  exportStudents,
  STUDENT_CHANNEL_CHOICES,
  STUDENT_SORT_CHOICES,
  STUDENT_TAGS_STALE,
  studentsResource,
  studentTagsResource,
  studentTagWrites,
  type StudentListState,
} from '@shared/students/resources.ts';
import type { Student } from '@shared/students/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { change, keyOf, useQuery } from '@console/kit/data.ts';
import { ExportButton } from '@console/kit/export-button.tsx';
import { showToast } from '@shared/feedback.ts';
import { Person } from '@widgets/ui/table/cells.tsx';
import { TagChips } from './tag-chips.tsx';
import { TagChoiceDialog } from './tag-choice-dialog.tsx';
import { SpendRange } from './spend-range.tsx';
import './students-texts.ts';
import './students.css';

const DEFAULTS: StudentListState = { page: 1, pageSize: 20, channel: '', from: '', to: '', spendMin: '', spendMax: '', keyword: '', tag: '', sort: 'last' };

/** The list's state as it is in the address bar now (the export takes the same filters). */
function useCurrentFilters(): StudentListState {
  const [params] = useSearchParams();
  const read = <K extends keyof StudentListState>(key: K) => (params.get(key) ?? DEFAULTS[key]) as StudentListState[K];
  const sort = read('sort');
  return {
    ...DEFAULTS,
    channel: read('channel'),
    from: read('from'),
    to: read('to'),
    spendMin: read('spendMin'),
    spendMax: read('spendMax'),
    keyword: read('keyword'),
    tag: read('tag'),
    sort: STUDENT_SORT_CHOICES.includes(sort) ? sort : DEFAULTS.sort,
  };
}

/**
 * /user/index (spec §2 "Users"): the teacher's students, everyone who ordered from them, filtered by the channel
 * and time of their first order, what they spent and a keyword (phone or nickname), sorted three ways, all kept
 * in the address; each opens their details; the filtered students as an .xlsx.
 */
export default function StudentsPage() {
  const t = useStore($t);
  const [tagging, setTagging] = useState<{ students: Student[]; remove: boolean; done: () => void } | null>(null);
  const filters = useCurrentFilters();
  const tags = useQuery(keyOf(studentTagsResource.name, ALL_TAGS), () => studentTagsResource.list(ALL_TAGS)).data?.rows ?? [];
  const tagStudents = async (tagIds: number[]) => {
    if (!tagging) return;
    const { changed } = await change(
      () => studentTagWrites.assign({ tag_ids: tagIds, buyer_ids: tagging.students.map((s) => s.id), remove: tagging.remove }),
      STUDENT_TAGS_STALE,
    );
    const n = tagging.students.length;
    showToast(tagging.remove ? t('students.bulk.removed', { n: changed }) : changed > 0 ? t('students.bulk.added', { n }) : t('students.bulk.nothing'), { kind: 'success' });
    tagging.done();
  };
  return (
    <>
    <ListScreen<Student, StudentListState>
      title={t('students.heading')}
      intro={<p className="lc-student-muted">{t('students.intro')}</p>}
      resource={studentsResource}
      defaults={DEFAULTS}
      choices={{ channel: STUDENT_CHANNEL_CHOICES, sort: STUDENT_SORT_CHOICES }}
      filters={[
        { kind: 'select', key: 'channel', label: t('students.channel'), options: STUDENT_CHANNEL_CHOICES.map((channel) => ({ value: channel, label: t(`students.channel.${channel || 'all'}`) })) },
        { kind: 'dateRange', from: 'from', to: 'to', label: t('students.range'), fromLabel: t('students.range.from'), toLabel: t('students.range.to') },
        {
          kind: 'custom',
          render: (state, set) => (
            <SpendRange
              label={t('students.spend')}
              minLabel={t('students.spend.min')}
              maxLabel={t('students.spend.max')}
              toLabel={t('students.spend.to')}
              min={state.spendMin}
              max={state.spendMax}
              onChange={(spendMin, spendMax) => set({ spendMin, spendMax })}
            />
          ),
        },
        {
          kind: 'select',
          key: 'tag',
          label: t('students.tag'),
          options: [{ value: '', label: t('students.tag.all') }, ...tags.map((tag) => ({ value: String(tag.id), label: tag.name }))],
        },
        { kind: 'select', key: 'sort', label: t('students.sort'), options: STUDENT_SORT_CHOICES.map((sort) => ({ value: sort, label: t(`students.sort.${sort}`) })) },
        { kind: 'search', key: 'keyword', label: t('students.search') },
      ]}
      columns={[
        {
          key: 'student',
          header: t('students.col.student'),
          render: (s) => <Person name={s.nickname} phone={s.phone} />,
        },
        { key: 'channel', header: t('students.col.channel'), render: (s) => t(`students.channel.${s.first_channel}`) },
        { key: 'orders', header: t('students.col.orders'), render: (s) => s.orders_n },
        {
          key: 'spend',
          header: t('students.col.spend'),
          render: (s) => (
            <>
              <strong className="lc-student-nowrap">{formatFen(s.spend)}</strong>
              {s.refunded_total > 0 && <p className="lc-student-muted lc-student-refunded">{t('students.refunded', { amount: formatFen(s.refunded_total) })}</p>}
            </>
          ),
        },
        { key: 'first', header: t('students.col.first'), render: (s) => <span className="lc-student-nowrap">{formatDateTime(s.first_order_at).slice(0, 16)}</span> },
        { key: 'last', header: t('students.col.last'), render: (s) => <span className="lc-student-nowrap">{formatDateTime(s.last_order_at).slice(0, 16)}</span> },
        { key: 'tags', header: t('students.col.tags'), render: (s) => <TagChips tags={s.tags} /> },
        { key: 'note', header: t('students.col.note'), render: (s) => <span className="lc-student-note">{s.note}</span> },
      ]}
      selection={{
        allLabel: t('students.select.all'),
        rowLabel: (s) => t('students.select.one', { name: s.nickname }),
        bar: (chosen, clear) => (
          <>
            <span className="lc-tag-count" aria-live="polite">{t('students.selected', { n: chosen.length })}</span>
            <Button disabled={chosen.length === 0} onClick={() => setTagging({ students: chosen, remove: false, done: clear })}>{t('students.bulk.tag')}</Button>
            <Button disabled={chosen.length === 0} onClick={() => setTagging({ students: chosen, remove: true, done: clear })}>{t('students.bulk.untag')}</Button>
            {chosen.length > 0 && <Button variant="text" onClick={clear}>{t('students.select.clear')}</Button>}
          </>
        ),
      }}
      rowKey={(s) => s.id}
      rowName={(s) => s.nickname}
      rowActions={[{ label: t('students.action.detail'), to: (s) => `/user/detail?id=${s.id}` }]}
      actions={
        <ExportButton run={() => exportStudents(filters)} label={t('students.export')} busyLabel={t('students.exporting')} done={t('students.exported')} />
      }
      empty={(state) => (state.channel || state.from || state.to || state.spendMin || state.spendMax || state.keyword || state.tag ? t('students.emptyFiltered') : t('students.empty'))}
    />
    {tagging && (
      <TagChoiceDialog
        title={t(tagging.remove ? 'students.bulk.title.remove' : 'students.bulk.title.add', { n: tagging.students.length })}
        saveLabel={t(tagging.remove ? 'students.bulk.untag' : 'students.bulk.tag')}
        submit={tagStudents}
        onClose={() => setTagging(null)}
      />
    )}
    </>
  );
}
