import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { STUDENT_TAGS_STALE, studentTagWrites } from '@shared/students/resources.ts';
import type { StudentDetail } from '@shared/students/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { change } from '@console/kit/data.ts';
import { TagChips } from './tag-chips.tsx';
import { TagChoiceDialog } from './tag-choice-dialog.tsx';

/** A student's tags on their detail: rule tags as their rules give them, manual ones edited in a dialog. */
export function StudentTags({ student }: { student: StudentDetail }) {
  const t = useStore($t);
  const [editing, setEditing] = useState(false);
  const manual = student.tags.filter((tag) => tag.kind === 'manual').map((tag) => tag.id);
  const save = async (chosen: number[]) => {
    const added = chosen.filter((id) => !manual.includes(id));
    const removed = manual.filter((id) => !chosen.includes(id));
    await change(async () => {
      if (added.length > 0) await studentTagWrites.assign({ tag_ids: added, buyer_ids: [student.id], remove: false });
      if (removed.length > 0) await studentTagWrites.assign({ tag_ids: removed, buyer_ids: [student.id], remove: true });
    }, STUDENT_TAGS_STALE);
    showToast(t('students.detail.tags.saved'), { kind: 'success' });
  };
  return (
    <div className="lc-student-tags" aria-label={t('students.detail.tags')} role="group">
      <span className="lc-student-muted">{t('students.detail.tags')}</span>
      {student.tags.length > 0 ? <TagChips tags={student.tags} /> : <span className="lc-student-muted">{t('students.detail.tags.none')}</span>}
      <Button variant="text" onClick={() => setEditing(true)}>{t('students.detail.tags.edit')}</Button>
      {editing && (
        <TagChoiceDialog title={t('students.detail.tags.edit')} initial={manual} allowNone submit={save} onClose={() => setEditing(false)} />
      )}
    </div>
  );
}
