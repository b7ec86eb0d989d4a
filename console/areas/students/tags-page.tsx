import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { studentTagsResource, type StudentTagListState } from '@shared/students/resources.ts';
import { ruleParts } from '@shared/students/tag-describe.ts';
import { STUDENT_TAG_KINDS, type StudentTag } from '@shared/students/tag-types.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import './students-texts.ts';
import './students.css';

const DEFAULTS: StudentTagListState = { page: 1, pageSize: 20, kind: '', keyword: '' };
const KIND_CHOICES: readonly StudentTagListState['kind'][] = ['', ...STUDENT_TAG_KINDS];

/**
 * /user/tags (spec §2 "Users"): the teacher's tags, manual ones given on the user list and rule ones the server
 * matches by their conditions, each with how many students have it now (a link to them on the user list); a tag is
 * created and edited on /user/tags/edit.
 */
export default function TagsPage() {
  const t = useStore($t);
  return (
    <ListScreen<StudentTag, StudentTagListState>
      title={t('tags.heading')}
      intro={<p className="lc-student-muted">{t('tags.intro')}</p>}
      resource={studentTagsResource}
      defaults={DEFAULTS}
      choices={{ kind: KIND_CHOICES }}
      filters={[
        { kind: 'select', key: 'kind', label: t('tags.kind'), options: KIND_CHOICES.map((kind) => ({ value: kind, label: t(kind ? `tags.kind.${kind}` : 'tags.kind.all') })) },
        { kind: 'search', key: 'keyword', label: t('tags.search') },
      ]}
      columns={[
        { key: 'name', header: t('tags.col.name'), render: (tag) => <span className={`lc-tag-chip lc-tag-chip--${tag.kind}`}>{tag.name}</span> },
        { key: 'kind', header: t('tags.col.kind'), render: (tag) => t(`tags.kind.${tag.kind}`) },
        {
          key: 'rule',
          header: t('tags.col.rule'),
          render: (tag) =>
            tag.rule ? (
              <ul className="lc-tag-rule">
                {ruleParts(tag.rule, t, (channel) => t(`students.channel.${channel}`)).map((part) => (
                  <li key={part}>{part}</li>
                ))}
              </ul>
            ) : (
              <span className="lc-student-muted">{t('tags.rule.manual')}</span>
            ),
        },
        {
          key: 'students',
          header: t('tags.col.students'),
          render: (tag) => (
            <Link to={`/user/index?tag=${tag.id}`} aria-label={t('tags.students.open', { n: tag.students_n })}>
              {tag.students_n}
            </Link>
          ),
        },
        { key: 'updated', header: t('tags.col.updated'), render: (tag) => <span className="lc-student-nowrap">{formatDateTime(tag.updated_at).slice(0, 16)}</span> },
      ]}
      rowKey={(tag) => tag.id}
      rowName={(tag) => tag.name}
      rowActions={[{ label: t('kit.edit'), to: (tag) => `/user/tags/edit?id=${tag.id}` }]}
      deleteTexts={{ confirm: (tag) => t('tags.delete.confirm', { name: tag.name }) }}
      actions={<Link className="lc-button lc-button--primary" to="/user/tags/edit">{t('tags.create')}</Link>}
      empty={(state) => (state.kind || state.keyword ? t('tags.emptyFiltered') : t('tags.empty'))}
    />
  );
}
