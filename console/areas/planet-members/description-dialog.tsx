import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { updateMember } from '@shared/planet-members/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { MEMBER_LIMITS } from '@shared/planet-members/rules.ts';
import type { PlanetMember } from '@shared/planet-members/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { errorText } from './use-paged.ts';

/** The owner's note on a member (spec §3 "Member": description); empty clears it. */
export function DescriptionDialog({ planetId, member, onClose, onSaved }: { planetId: number; member: PlanetMember | null; onClose: () => void; onSaved: () => Promise<void> }) {
  const t = useStore($t);
  const formId = useId();
  const fieldId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setText(member?.description ?? '');
    setProblem('');
  }, [member]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!member || busy) return;
    if ([...text.trim()].length > MEMBER_LIMITS.descriptionMax) {
      setProblem(t('planet.members.descriptionTooLong', { max: MEMBER_LIMITS.descriptionMax }));
      return;
    }
    setBusy(true);
    try {
      await updateMember(planetId, member.id, { description: text.trim() });
      showToast(t('planet.members.saved'), { kind: 'success' });
      await onSaved();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={member !== null}
      title={t('planet.members.descriptionTitle', { name: member?.nickname ?? '' })}
      width={480}
      onClose={() => !busy && onClose()}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>{t('planet.members.cancel')}</Button>
          <Button variant="primary" type="submit" form={formId} loading={busy}>{t('planet.members.save')}</Button>
        </>
      }
    >
      <form id={formId} className="lc-members-form" onSubmit={submit} noValidate>
        <label htmlFor={fieldId}>{t('planet.members.descriptionLabel')}</label>
        <textarea
          id={fieldId}
          value={text}
          data-autofocus=""
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem('');
          }}
        />
        {problem && <p id={errorId} className="lc-members-form__error" role="alert">{problem}</p>}
      </form>
    </Dialog>
  );
}
