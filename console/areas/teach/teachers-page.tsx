import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { teacherFormOf, type TeacherForm } from '@shared/teach/forms.ts';
import { teachersResource, type TeachQuery } from '@shared/teach/resources.ts';
import { TEACH_LIMITS } from '@shared/teach/rules.ts';
import type { Teacher } from '@shared/teach/teacher.ts';
import { RecordCover } from '@widgets/ui/initials-cover/record-cover.tsx';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { pictureField } from '@console/kit/picture-field.tsx';
import './teach-texts.ts';
import './teach.css';

const DEFAULTS: TeachQuery = { page: 1, pageSize: 10, keyword: '' };

/** /teach/teacher: the teachers who appear on courses — avatar from the picture library, title and introduction. */
export default function TeachersPage() {
  const t = useStore($t);
  return (
    <ListScreen<Teacher, TeachQuery, TeacherForm, object>
      title={t('teach.teacher.heading')}
      resource={teachersResource}
      defaults={DEFAULTS}
      filters={[{ kind: 'search', key: 'keyword', label: t('teach.teacher.search') }]}
      columns={[
        {
          key: 'name',
          header: t('teach.teacher.name'),
          width: '28%',
          render: (teacher) => (
            <div className="lc-teach-teacher">
              <RecordCover className="lc-teach-teacher__avatar" url={teacher.avatar_url} alt={teacher.name} name={teacher.name} seed={teacher.id} width={48} height={48} />
              <div>
                <strong>{teacher.name}</strong>
                {teacher.title && <p className="lc-teach-teacher__title">{teacher.title}</p>}
              </div>
            </div>
          ),
        },
        { key: 'intro', header: t('teach.teacher.intro'), render: (teacher) => (teacher.intro ? <p className="lc-teach__clamp">{teacher.intro}</p> : '—') },
        { key: 'updated', header: t('teach.teacher.updated'), render: (teacher) => formatDateTime(teacher.updated_at) },
      ]}
      rowKey={(teacher) => teacher.id}
      rowName={(teacher) => teacher.name}
      createLabel={t('teach.teacher.create')}
      form={{
        title: (teacher) => t(teacher ? 'teach.teacher.editTitle' : 'teach.teacher.create'),
        initial: teacherFormOf,
        fields: [
          { kind: 'text', name: 'name', label: t('teach.teacher.name'), required: true, max: TEACH_LIMITS.teacherNameMax },
          { kind: 'text', name: 'title', label: t('teach.teacher.title'), max: TEACH_LIMITS.teacherTitleMax, hint: t('teach.teacher.titleHint') },
          pictureField<TeacherForm>({ name: 'avatar', label: t('teach.teacher.avatar') }),
          { kind: 'textarea', name: 'intro', label: t('teach.teacher.intro'), max: TEACH_LIMITS.teacherIntroMax, rows: 6 },
        ],
      }}
      empty={t('teach.teacher.empty')}
    />
  );
}
