import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { createHomework, updateHomework } from '@shared/planet-programs/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import {
  EMPTY_HOMEWORK_FORM,
  homeworkFormProblems,
  homeworkFormToInput,
  homeworkToForm,
  type FormProblems,
  type HomeworkForm,
  type HomeworkFormField,
} from '@shared/planet-programs/form.ts';
import { PROGRAM_LIMITS } from '@shared/planet-programs/rules.ts';
import type { Homework } from '@shared/planet-programs/types.ts';
import { FormDialog, refusalOf } from '@console/kit/form-dialog.tsx';
import { FormRow } from './form-row.tsx';

/** Sets homework, or edits `homework`: title, what to do, the deadline, and whether it still takes submissions. */
export function HomeworkDialog({ planetId, homework, onClose, onSaved }: { planetId: number; homework: Homework | null; onClose: () => void; onSaved: () => void }) {
  const t = useStore($t);
  const [form, setForm] = useState<HomeworkForm>(homework ? homeworkToForm(homework) : EMPTY_HOMEWORK_FORM);
  const [problems, setProblems] = useState<FormProblems<HomeworkFormField>>({});
  const set = (changes: Partial<HomeworkForm>) => setForm((current) => ({ ...current, ...changes }));

  const submit = async () => {
    const found = homeworkFormProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return null;
    try {
      const input = homeworkFormToInput(form);
      if (homework) await updateHomework(planetId, homework.id, input);
      else await createHomework(planetId, input);
      showToast(t('planet.programs.saved'), { kind: 'success' });
      onSaved();
      return null;
    } catch (failure) {
      return refusalOf(failure, t('common.failed'));
    }
  };

  return (
    <FormDialog title={t(homework ? 'planet.programs.homework.editTitle' : 'planet.programs.homework.new')} onClose={onClose} submit={submit}>
      <FormRow id="homework-title" label={t('planet.programs.homework.name')} error={problems.title && t(problems.title)}>
        <input id="homework-title" value={form.title} maxLength={PROGRAM_LIMITS.titleMax} aria-invalid={!!problems.title} data-autofocus="" onChange={(e) => set({ title: e.target.value })} />
      </FormRow>
      <FormRow id="homework-content" label={t('planet.programs.homework.content')}>
        <textarea id="homework-content" rows={4} value={form.content} maxLength={PROGRAM_LIMITS.contentMax} onChange={(e) => set({ content: e.target.value })} />
      </FormRow>
      <FormRow id="homework-deadline" label={t('planet.programs.homework.deadline')} error={problems.deadline && t(problems.deadline)}>
        <input id="homework-deadline" type="datetime-local" value={form.deadline} aria-invalid={!!problems.deadline} onChange={(e) => set({ deadline: e.target.value })} />
      </FormRow>
      {homework && (
        <FormRow id="homework-closed" label={t('planet.programs.homework.status')} group>
          <label className="lc-program-form__inline">
            <input type="checkbox" checked={form.closed} onChange={(e) => set({ closed: e.target.checked })} />
            {t('planet.programs.homework.closed')}
          </label>
        </FormRow>
      )}
    </FormDialog>
  );
}
