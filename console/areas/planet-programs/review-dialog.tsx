import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { reviewSubmission } from '@shared/planet-programs/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { PROGRAM_LIMITS } from '@shared/planet-programs/rules.ts';
import type { HomeworkSubmission } from '@shared/planet-programs/types.ts';
import { FormDialog, refusalOf } from '@console/kit/form-dialog.tsx';
import { FormRow } from './form-row.tsx';

/** The teacher's comment and score (0–100) on one submission; a second review replaces the first. */
export function ReviewDialog({ planetId, submission, onClose, onSaved }: { planetId: number; submission: HomeworkSubmission; onClose: () => void; onSaved: () => void }) {
  const t = useStore($t);
  const [comment, setComment] = useState(submission.comment);
  const [score, setScore] = useState(submission.score === null ? '' : String(submission.score));
  const [problems, setProblems] = useState<{ comment?: string; score?: string }>({});

  const submit = async () => {
    const found: { comment?: string; score?: string } = {};
    if (comment.trim() === '') found.comment = t('planet.programs.submissions.needComment');
    if (!/^(100|[1-9]?\d)$/.test(score.trim())) found.score = t('planet.programs.submissions.badScore');
    setProblems(found);
    if (Object.keys(found).length > 0) return null;
    try {
      await reviewSubmission(planetId, submission.id, { comment: comment.trim(), score: Number(score.trim()) });
      showToast(t('planet.programs.saved'), { kind: 'success' });
      onSaved();
      return null;
    } catch (failure) {
      return refusalOf(failure, t('common.failed'));
    }
  };

  return (
    <FormDialog title={t('planet.programs.submissions.reviewTitle', { name: submission.member_name })} onClose={onClose} submit={submit}>
      <FormRow id="review-text" label={t('planet.programs.submissions.text')}>
        <p className="lc-programs__text" id="review-text">{submission.text}</p>
      </FormRow>
      <FormRow id="review-comment" label={t('planet.programs.submissions.comment')} error={problems.comment}>
        <textarea id="review-comment" rows={4} value={comment} maxLength={PROGRAM_LIMITS.commentMax} aria-invalid={!!problems.comment} data-autofocus="" onChange={(e) => setComment(e.target.value)} />
      </FormRow>
      <FormRow id="review-score" label={t('planet.programs.submissions.scoreLabel')} error={problems.score}>
        <input id="review-score" className="lc-program-form__short" type="number" min={0} max={100} inputMode="numeric" value={score} aria-invalid={!!problems.score} onChange={(e) => setScore(e.target.value)} />
      </FormRow>
    </FormDialog>
  );
}
