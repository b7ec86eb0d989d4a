import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { createChapter, updateChapter } from '@shared/planet-mode/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { MODE_LIMITS, moveItem } from '@shared/planet-mode/rules.ts';
import type { BookChapter, BookSection } from '@shared/planet-mode/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { FormDialog, MODE_FORM } from '@console/kit/form-dialog.tsx';
import { Field, messageOf, textProblem } from './mode-kit.tsx';

/** A chapter of the planet book: its title and ordered plain-text sections (reordered with up/down buttons). */
export function ChapterDialog({ planetId, chapter, onClose, onSaved }: { planetId: number; chapter: BookChapter | null; onClose: () => void; onSaved: () => void }) {
  const t = useStore($t);
  const [title, setTitle] = useState(chapter?.title ?? '');
  const [sections, setSections] = useState<BookSection[]>(chapter?.sections ?? [{ title: '', text: '' }]);
  const [errors, setErrors] = useState<{ title?: string | undefined; sections?: string | undefined }>({});
  const edit = (index: number, change: Partial<BookSection>) => {
    setSections((current) => current.map((section, i) => (i === index ? { ...section, ...change } : section)));
    setErrors({});
  };

  const save = async () => {
    const empty = sections.findIndex((section) => !section.text.trim());
    const found = {
      title: textProblem(title, t('planet.mode.book.title'), MODE_LIMITS.titleMax),
      sections: sections.length === 0 ? t('planet.mode.book.needSection') : empty >= 0 ? t('planet.mode.book.sectionEmpty', { n: empty + 1 }) : undefined,
    };
    if (found.title || found.sections) {
      setErrors(found);
      return null;
    }
    try {
      const input = { planet_id: planetId, title: title.trim(), sections: sections.map((section) => ({ title: section.title.trim(), text: section.text.trim() })) };
      if (chapter) await updateChapter(chapter.id, input);
      else await createChapter(input);
      showToast(t('planet.mode.saved'), { kind: 'success' });
      onSaved();
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };

  return (
    <FormDialog width={720} title={t(chapter ? 'planet.mode.book.editTitle' : 'planet.mode.book.create')} onClose={onClose} submit={save} saveLabel={t('planet.mode.save')} {...MODE_FORM}>
      <Field label={t('planet.mode.book.title')} error={errors.title}>
        {(id, note) => <input id={id} aria-describedby={note} aria-invalid={errors.title ? true : undefined} value={title} onChange={(e) => { setTitle(e.target.value); setErrors({}); }} data-autofocus="" />}
      </Field>
      <ol className="lc-mode-book__sections" aria-label={t('planet.mode.book.sections')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sections.map((section, index) => {
          const n = index + 1;
          return (
            <li key={index} className="lc-mode-book__section">
              <div className="lc-mode-book__section-head">
                <strong>{t('planet.mode.book.sectionN', { n })}</strong>
                <span className="lc-mode__actions">
                  <Button variant="text" disabled={index === 0} aria-label={t('planet.mode.book.sectionUp', { n })} onClick={() => setSections(moveItem(sections, index, 'up'))}>{t('planet.mode.book.up')}</Button>
                  <Button variant="text" disabled={index === sections.length - 1} aria-label={t('planet.mode.book.sectionDown', { n })} onClick={() => setSections(moveItem(sections, index, 'down'))}>{t('planet.mode.book.down')}</Button>
                  <Button variant="text" aria-label={t('planet.mode.book.removeSection', { n })} onClick={() => setSections(sections.filter((_, i) => i !== index))}>{t('planet.mode.delete')}</Button>
                </span>
              </div>
              <Field label={t('planet.mode.book.sectionTitle', { n })}>
                {(id) => <input id={id} value={section.title} onChange={(e) => edit(index, { title: e.target.value })} />}
              </Field>
              <Field label={t('planet.mode.book.sectionText', { n })}>
                {(id) => <textarea id={id} rows={5} value={section.text} onChange={(e) => edit(index, { text: e.target.value })} />}
              </Field>
            </li>
          );
        })}
      </ol>
      <div>
        <Button disabled={sections.length >= MODE_LIMITS.sectionsMax} onClick={() => setSections([...sections, { title: '', text: '' }])}>{t('planet.mode.book.addSection')}</Button>
      </div>
      {errors.sections && <p className="lc-mode-form__error" role="alert">{errors.sections}</p>}
    </FormDialog>
  );
}
