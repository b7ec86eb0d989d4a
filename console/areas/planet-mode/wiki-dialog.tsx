import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { createWiki, updateWiki } from '@shared/planet-mode/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { MODE_LIMITS } from '@shared/planet-mode/rules.ts';
import type { WikiArticle, WikiInput } from '@shared/planet-mode/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { FormDialog, MODE_FORM } from '@console/areas/planets/form-dialog.tsx';
import { Field, messageOf, PlanetChoice, textProblem } from './mode-kit.tsx';

type Errors = Partial<Record<keyof WikiInput, string>>;

/** New or edited knowledge-base article: plain multi-line text. */
export function WikiDialog({ article, planets, categories, onClose, onSaved }: { article: WikiArticle | null; planets: Planet[] | null; categories: string[]; onClose: () => void; onSaved: () => void }) {
  const t = useStore($t);
  const [form, setForm] = useState<WikiInput>(() =>
    article ? { planet_id: article.planet_id, title: article.title, category: article.category, content: article.content } : { planet_id: planets?.[0]?.id ?? 0, title: '', category: '', content: '' },
  );
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof WikiInput>(key: K, value: WikiInput[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const save = async () => {
    const found: Errors = {
      planet_id: form.planet_id ? undefined : t('planet.mode.pickPlanet'),
      title: textProblem(form.title, t('planet.mode.wiki.title'), MODE_LIMITS.titleMax),
      category: textProblem(form.category, t('planet.mode.wiki.category'), MODE_LIMITS.categoryMax, false),
      content: textProblem(form.content, t('planet.mode.wiki.content'), MODE_LIMITS.wikiContentMax),
    };
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return null;
    }
    try {
      const input = { ...form, title: form.title.trim(), category: form.category.trim(), content: form.content.trim() };
      if (article) await updateWiki(article.id, input);
      else await createWiki(input);
      showToast(t('planet.mode.saved'), { kind: 'success' });
      onSaved();
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };

  return (
    <FormDialog width={640} title={t(article ? 'planet.mode.wiki.editTitle' : 'planet.mode.wiki.create')} onClose={onClose} submit={save} saveLabel={t('planet.mode.save')} {...MODE_FORM}>
      <PlanetChoice planets={planets} value={form.planet_id} onChange={(id) => set('planet_id', id)} error={errors.planet_id} />
      <Field label={t('planet.mode.wiki.title')} error={errors.title}>
        {(id, note) => <input id={id} aria-describedby={note} aria-invalid={errors.title ? true : undefined} value={form.title} onChange={(e) => set('title', e.target.value)} data-autofocus="" />}
      </Field>
      <Field label={t('planet.mode.wiki.category')} error={errors.category}>
        {(id, note) => (
          <>
            <input id={id} list={`${id}-categories`} aria-describedby={note} value={form.category} onChange={(e) => set('category', e.target.value)} />
            <datalist id={`${id}-categories`}>
              {categories.map((category) => <option key={category} value={category} />)}
            </datalist>
          </>
        )}
      </Field>
      <Field label={t('planet.mode.wiki.content')} error={errors.content}>
        {(id, note) => <textarea id={id} rows={10} aria-describedby={note} aria-invalid={errors.content ? true : undefined} value={form.content} onChange={(e) => set('content', e.target.value)} />}
      </Field>
    </FormDialog>
  );
}
