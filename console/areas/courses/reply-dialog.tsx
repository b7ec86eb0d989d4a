import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Evaluation } from '@shared/courses/evaluation-types.ts';
import { PROMOTION_LIMITS } from '@shared/courses/promotion-rules.ts';
import { evaluationsResource } from '@shared/courses/promotion-resources.ts';
import { showToast } from '@shared/feedback.ts';
import { textProblem } from '@shared/form/field-rules.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { Field } from '@widgets/ui/form/field.tsx';
import { change } from '@console/kit/data.ts';
import { problemText, refusalText } from '@console/kit/field-problems.ts';
import { FormDialog } from '@console/kit/form-dialog.tsx';
import { RatingStars } from './rating-summary.tsx';

/**
 * The teacher's reply to an evaluation, in the kit's form dialog: the evaluation quoted above a plain-text box
 * (within the reply limit); saved empty, the reply is taken away. Both are shown as text, never as markup.
 */
export function ReplyDialog({ evaluation, onClose }: { evaluation: Evaluation; onClose: () => void }) {
  const t = useStore($t);
  const [reply, setReply] = useState(evaluation.reply);
  const [error, setError] = useState<string | undefined>();
  const label = t('courses.evaluation.replyText');

  const submit = async (): Promise<string | null> => {
    const problem = textProblem(reply, { max: PROMOTION_LIMITS.replyMax });
    if (problem) {
      setError(problemText(problem, label));
      return null;
    }
    try {
      await change(() => evaluationsResource.update!(evaluation, { reply: reply.trim() }), [evaluationsResource]);
    } catch (refusal) {
      return refusalText(refusal);
    }
    showToast(t('courses.evaluation.replySaved'), { kind: 'success' });
    onClose();
    return null;
  };

  return (
    <FormDialog title={t('courses.evaluation.replyTitle', { name: evaluation.buyer_nickname })} width={560} onClose={onClose} submit={submit} refusalLast clearRefusalOnEdit>
      <figure className="lc-reply__quote">
        <figcaption>
          {t('courses.evaluation.quote', { name: evaluation.buyer_nickname })} <RatingStars rating={evaluation.rating} />
        </figcaption>
        <blockquote>{evaluation.content || t('courses.evaluation.noContent')}</blockquote>
      </figure>
      <Field label={label} error={error} hint={t('courses.evaluation.replyHint')}>
        {(id, note) => (
          <textarea
            id={id}
            rows={5}
            data-autofocus=""
            aria-describedby={note}
            aria-invalid={error ? true : undefined}
            value={reply}
            onChange={(event) => {
              setReply(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
    </FormDialog>
  );
}
