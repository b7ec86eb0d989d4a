import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { formatBytes } from '@shared/format/bytes.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { coursewareFormOf, type CoursewareForm } from '@shared/teach/forms.ts';
import { coursewareResource, type TeachQuery } from '@shared/teach/resources.ts';
import { TEACH_LIMITS } from '@shared/teach/rules.ts';
import type { Courseware } from '@shared/teach/courseware.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { materialField } from '@console/kit/material-field.tsx';
import './teach-texts.ts';
import './teach.css';

const DEFAULTS: TeachQuery = { page: 1, pageSize: 10, keyword: '' };
const DOCUMENTS = ['document'] as const;

/** /teach/courseware: courseware made from documents of the library, for lessons; download allowed or online only. */
export default function CoursewarePage() {
  const t = useStore($t);
  return (
    <ListScreen<Courseware, TeachQuery, CoursewareForm, object>
      title={t('teach.courseware.heading')}
      resource={coursewareResource}
      defaults={DEFAULTS}
      filters={[{ kind: 'search', key: 'keyword', label: t('teach.courseware.search') }]}
      columns={[
        {
          key: 'name',
          header: t('teach.courseware.name'),
          width: '26%',
          render: (item) => (
            <div>
              <strong>{item.name}</strong>
              {item.description && <p className="lc-teach__clamp lc-teach__muted">{item.description}</p>}
            </div>
          ),
        },
        {
          key: 'document',
          header: t('teach.courseware.document'),
          render: (item) =>
            item.url ? (
              <a href={item.url} target="_blank" rel="noopener noreferrer" aria-label={t('teach.courseware.open', { name: item.file_name })}>
                {item.file_name}
              </a>
            ) : (
              <span className="lc-teach__muted">{t('teach.courseware.documentGone')}</span>
            ),
        },
        { key: 'size', header: t('teach.courseware.size'), render: (item) => (item.url ? formatBytes(item.file_size) : '—') },
        { key: 'download', header: t('teach.courseware.download'), render: (item) => t(item.downloadable ? 'teach.courseware.yes' : 'teach.courseware.no') },
        { key: 'lessons', header: t('teach.courseware.lessons'), render: (item) => t('teach.courseware.lessonCount', { n: item.lesson_count }) },
        { key: 'updated', header: t('teach.courseware.updated'), render: (item) => formatDateTime(item.updated_at) },
      ]}
      deleteTexts={{
        confirm: (item) =>
          item.lesson_count > 0 ? t('teach.courseware.deleteUsed', { name: item.name, n: item.lesson_count }) : t('teach.courseware.deleteOne', { name: item.name }),
      }}
      rowKey={(item) => item.id}
      rowName={(item) => item.name}
      createLabel={t('teach.courseware.create')}
      form={{
        title: (item) => t(item ? 'teach.courseware.editTitle' : 'teach.courseware.create'),
        initial: coursewareFormOf,
        fields: [
          { kind: 'text', name: 'name', label: t('teach.courseware.name'), required: true, max: TEACH_LIMITS.coursewareNameMax },
          materialField<CoursewareForm>({
            name: 'document',
            label: t('teach.courseware.document'),
            kinds: DOCUMENTS,
            required: true,
            texts: { pick: t('teach.courseware.pickDocument'), change: t('teach.courseware.changeDocument'), none: t('teach.courseware.noDocument') },
          }),
          { kind: 'textarea', name: 'description', label: t('teach.courseware.description'), max: TEACH_LIMITS.coursewareDescriptionMax, rows: 3 },
          { kind: 'switch', name: 'downloadable', label: t('teach.courseware.downloadable') },
        ],
      }}
      empty={t('teach.courseware.empty')}
    />
  );
}
