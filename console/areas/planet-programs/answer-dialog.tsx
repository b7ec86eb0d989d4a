import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { answerQuestion } from '@shared/planet-programs/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { PROGRAM_LIMITS } from '@shared/planet-programs/rules.ts';
import type { Question } from '@shared/planet-programs/types.ts';
import { FormDialog, refusalOf } from '@console/kit/form-dialog.tsx';
import { FormRow } from './form-row.tsx';

/** Answers a member's question, or rewrites the answer. */
export function AnswerDialog({ planetId, question, onClose, onSaved }: { planetId: number; question: Question; onClose: () => void; onSaved: () => void }) {
  const t = useStore($t);
  const [answer, setAnswer] = useState(question.answer);
  const [problem, setProblem] = useState('');

  const submit = async () => {
    setProblem(answer.trim() === '' ? t('planet.programs.ask.needAnswer') : '');
    if (answer.trim() === '') return null;
    try {
      await answerQuestion(planetId, question.id, answer.trim());
      showToast(t('planet.programs.saved'), { kind: 'success' });
      onSaved();
      return null;
    } catch (failure) {
      return refusalOf(failure, t('common.failed'));
    }
  };

  return (
    <FormDialog title={t(question.answer ? 'planet.programs.ask.editAnswer' : 'planet.programs.ask.answerTitle')} onClose={onClose} submit={submit}>
      <FormRow id="answer-question" label={t('planet.programs.ask.question')}>
        <p className="lc-programs__text" id="answer-question">{question.question}</p>
      </FormRow>
      <FormRow id="answer-text" label={t('planet.programs.ask.answerLabel')} error={problem || undefined}>
        <textarea id="answer-text" rows={5} value={answer} maxLength={PROGRAM_LIMITS.answerMax} aria-invalid={!!problem} data-autofocus="" onChange={(e) => setAnswer(e.target.value)} />
      </FormRow>
    </FormDialog>
  );
}
