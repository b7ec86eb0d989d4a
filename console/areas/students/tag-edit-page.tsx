import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import { ORDER_CHANNELS } from '@shared/orders/types.ts';
import { fenOfYuan, STUDENT_TAGS_STALE, studentTagSource, studentTagWrites, tagPreviewSource } from '@shared/students/resources.ts';
import { ruleOfForm, tagFormOf, tagInputOf, type TagForm } from '@shared/students/tag-forms.ts';
import { ruleIsEmpty, TAG_LIMITS, tagOrdersProblem, tagSpendProblem } from '@shared/students/tag-rules.ts';
import type { StudentTag, StudentTagInput } from '@shared/students/tag-types.ts';
import { change } from '@console/kit/data.ts';
import type { FormField } from '@console/kit/form-fields.tsx';
import { PageForm } from '@console/kit/page-form.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { TagProductsField } from './tag-products-field.tsx';
import './students-texts.ts';
import './students.css';

const isRule = (form: TagForm) => form.kind === 'rule';

function tagFields(t: Translate, tag: StudentTag | null): FormField<TagForm>[] {
  return [
    { kind: 'text', name: 'name', label: t('tags.edit.name'), required: true, max: TAG_LIMITS.nameMax },
    {
      kind: 'radio',
      name: 'kind',
      label: t('tags.edit.kind'),
      options: ['rule', 'manual'].map((kind) => ({ value: kind, label: t(`tags.kind.${kind as 'rule' | 'manual'}`) })),
      // a tag keeps its kind: the page says which it is instead
      shown: () => tag === null,
    },
    {
      kind: 'text',
      name: 'spend',
      label: t('tags.edit.spend'),
      shown: isRule,
      check: (spend, form) => {
        const rule = ruleOfForm(form)!;
        if (spend.trim() !== '' && fenOfYuan(spend) === undefined) return t('tags.edit.amount');
        if (ruleIsEmpty(rule)) return t('tags.edit.ruleEmpty');
        return rule.spend_min === null ? undefined : tagSpendProblem(rule.spend_min);
      },
    },
    {
      kind: 'text',
      name: 'orders',
      label: t('tags.edit.orders'),
      shown: isRule,
      check: (orders) => (orders.trim() === '' ? undefined : /^\d{1,6}$/.test(orders.trim()) ? tagOrdersProblem(Number(orders)) : t('tags.edit.count')),
    },
    {
      kind: 'select',
      name: 'channel',
      label: t('tags.edit.channel'),
      shown: isRule,
      options: [{ value: '', label: t('tags.edit.channel.any') }, ...ORDER_CHANNELS.map((channel) => ({ value: channel, label: t(`students.channel.${channel}`) }))],
    },
    {
      kind: 'custom',
      name: 'products',
      label: t('tags.edit.products'),
      shown: isRule,
      render: (value, set, error) => <TagProductsField label={t('tags.edit.products')} value={value as TagForm['products']} onChange={(products) => set(products)} error={error} />,
    },
  ];
}

/** the rule as it stands, once it stops changing for a moment (a count per keystroke is no use) */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  const text = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(text) as T), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/** 当前符合条件的学员：N 人 — counted by the server for the rule as the teacher sets it. */
function RulePreview({ form }: { form: TagForm }) {
  const t = useStore($t);
  const rule = useSettled<StudentTagInput['rule']>(ruleOfForm(form));
  const valid = rule !== null && !ruleIsEmpty(rule) && (form.spend.trim() === '' || fenOfYuan(form.spend) !== undefined);
  const found = useRecord(tagPreviewSource, valid ? { rule } : null);
  if (form.kind !== 'rule') return null;
  return (
    <p className="lc-tag-edit__preview" role="status">
      {!valid ? t('tags.edit.ruleEmpty') : found.data ? t('tags.edit.preview', { n: found.data.students_n }) : found.error ? found.error.message : t('tags.edit.previewing')}
    </p>
  );
}

/**
 * /user/tags/edit, and ?id= for one tag (spec §2 "Users"): a tag's name and kind; a rule tag's conditions (spent at
 * least, orders at least, first order's channel, bought any of some products), all of which a student must meet,
 * with how many students meet them now.
 */
export default function TagEditPage() {
  const t = useStore($t);
  const id = Number(useSearchParams()[0].get('id') ?? 0);
  const found = useRecord(studentTagSource, id > 0 ? { id } : null);
  const back = <Link to="/user/tags">{t('tags.edit.back')}</Link>;
  if (id > 0 && found.error) return <section className="lc-card"><QueryError error={found.error} onRetry={found.reload} />{back}</section>;
  if (id > 0 && found.data === undefined) return null;
  if (id > 0 && found.data === null) return <section className="lc-card"><p role="status">{t('tags.edit.notFound')}</p>{back}</section>;
  return <OpenTagForm key={id || 'new'} tag={found.data ?? null} />;
}

function OpenTagForm({ tag }: { tag: StudentTag | null }) {
  const t = useStore($t);
  const navigate = useNavigate();
  return (
    <section className="lc-card">
      <h1 className="lc-page-title">{tag ? t('tags.edit.title') : t('tags.edit.new')}</h1>
      {tag && <p className="lc-student-muted">{`${t('tags.edit.kind')}：${t(`tags.kind.${tag.kind}`)}（${t('tags.edit.kindFixed')}）`}</p>}
      <PageForm<TagForm>
        className="lc-tag-edit"
        fields={tagFields(t, tag)}
        initial={tagFormOf(tag)}
        preview={(form) => <RulePreview form={form} />}
        submit={(form) => change(() => studentTagWrites.save(tag?.id ?? null, tagInputOf(form)), STUDENT_TAGS_STALE)}
        savedText={t('tags.edit.saved')}
        onSaved={() => navigate('/user/tags')}
        extra={<Link to="/user/tags">{t('tags.edit.back')}</Link>}
      />
    </section>
  );
}
