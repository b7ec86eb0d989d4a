import { t } from '@shared/i18n/i18n.ts';
import { chapterFormOf, sectionEdits, sectionsProblem } from '@shared/planet-mode/forms.ts';
import { MODE_LIMITS } from '@shared/planet-mode/limits.ts';
import type { BookChapter, BookChapterInput, BookSection } from '@shared/planet-mode/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import type { FormField } from '@console/kit/form-fields.tsx';
import type { ListForm } from '@console/kit/list-screen.tsx';

/** A chapter's ordered plain-text sections, each with its title and text, reordered with up/down buttons. */
function SectionsEditor({ sections, set, error }: { sections: BookSection[]; set: (sections: BookSection[]) => void; error: string | undefined }) {
  return (
    <>
      <ol className="lc-mode-book__sections" aria-label={t('planet.mode.book.sections')}>
        {sections.map((section, index) => {
          const n = index + 1;
          return (
            <li key={index} className="lc-mode-book__section">
              <div className="lc-mode-book__section-head">
                <strong>{t('planet.mode.book.sectionN', { n })}</strong>
                <span className="lc-mode__actions">
                  <Button variant="text" disabled={index === 0} aria-label={t('planet.mode.book.sectionUp', { n })} onClick={() => set(sectionEdits.move(sections, index, 'up'))}>{t('planet.mode.book.up')}</Button>
                  <Button variant="text" disabled={index === sections.length - 1} aria-label={t('planet.mode.book.sectionDown', { n })} onClick={() => set(sectionEdits.move(sections, index, 'down'))}>{t('planet.mode.book.down')}</Button>
                  <Button variant="text" aria-label={t('planet.mode.book.removeSection', { n })} onClick={() => set(sectionEdits.remove(sections, index))}>{t('kit.delete')}</Button>
                </span>
              </div>
              <Field label={t('planet.mode.book.sectionTitle', { n })}>
                {(id) => <input id={id} value={section.title} onChange={(e) => set(sectionEdits.edit(sections, index, { title: e.target.value }))} />}
              </Field>
              <Field label={t('planet.mode.book.sectionText', { n })}>
                {(id) => <textarea id={id} rows={5} value={section.text} onChange={(e) => set(sectionEdits.edit(sections, index, { text: e.target.value }))} />}
              </Field>
            </li>
          );
        })}
      </ol>
      <div>
        <Button disabled={sections.length >= MODE_LIMITS.sectionsMax} onClick={() => set(sectionEdits.add(sections))}>{t('planet.mode.book.addSection')}</Button>
      </div>
      {error && <p className="lc-field__error" role="alert">{error}</p>}
    </>
  );
}

const sectionsField: FormField<BookChapterInput> = {
  kind: 'custom',
  name: 'sections',
  label: t('planet.mode.book.sections'),
  check: (value) => {
    const problem = sectionsProblem(value as BookSection[]);
    if (!problem) return undefined;
    return problem.code === 'none' ? t('planet.mode.book.needSection') : t('planet.mode.book.sectionEmpty', { n: problem.n });
  },
  render: (value, set, error) => <SectionsEditor sections={value as BookSection[]} set={(next) => set(next)} error={error} />,
};

/** A chapter of the planet book of `planetId`: its title and ordered plain-text sections. */
export function chapterForm(planetId: number): ListForm<BookChapter, BookChapterInput> {
  return {
    width: 720,
    title: (chapter) => t(chapter ? 'planet.mode.book.editTitle' : 'planet.mode.book.create'),
    initial: (chapter) => chapterFormOf(chapter, planetId),
    fields: [{ kind: 'text', name: 'title', label: t('planet.mode.book.title'), required: true, max: MODE_LIMITS.titleMax }, sectionsField],
  };
}
