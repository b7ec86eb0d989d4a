import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { noteProblem, STUDENT_LIMITS } from '@shared/students/rules.ts';
import { STUDENT_NOTE_STALE, studentWrites } from '@shared/students/resources.ts';
import type { StudentDetail } from '@shared/students/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { change } from '@console/kit/data.ts';
import { problemText, refusalText } from '@console/kit/field-problems.ts';
import { showToast } from '@shared/feedback.ts';

/** The teacher's note on a student: checked as they type, saved with one button, the server's refusal kept in place. */
export function StudentNoteForm({ student }: { student: StudentDetail }) {
  const t = useStore($t);
  const id = useId();
  const [note, setNote] = useState(student.note);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState('');
  useEffect(() => setNote(student.note), [student.note]);
  const problem = noteProblem(note);
  const error = problem ? problemText(problem, t('students.note.label')) : refusal;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setSaving(true);
    setRefusal('');
    try {
      await change(() => studentWrites.saveNote(student.id, note), STUDENT_NOTE_STALE);
      showToast(t('students.note.saved'), { kind: 'success' });
    } catch (failure) {
      setRefusal(refusalText(failure));
    }
    setSaving(false);
  };
  return (
    <form className="lc-student-note-form" onSubmit={(event) => void save(event)} noValidate>
      <label htmlFor={`${id}-note`}>{t('students.note.label')}</label>
      <textarea
        id={`${id}-note`}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} className="lc-student-note-form__hint">{t('students.note.hint', { max: STUDENT_LIMITS.noteMax })}</p>
      {error && <p id={`${id}-error`} className="lc-student-note-form__error" role="alert">{error}</p>}
      <div className="lc-student-note-form__row">
        <Button variant="primary" type="submit" disabled={saving || problem !== undefined}>
          {saving ? t('students.note.saving') : t('students.note.save')}
        </Button>
      </div>
    </form>
  );
}
