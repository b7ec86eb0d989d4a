import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { fundsVerificationRecord, fundsWrites, PLANET_FUNDS } from '@shared/planet-funds/resources.ts';
import { FUNDS_LIMITS } from '@shared/planet-funds/rules.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import { change } from '@console/kit/data.ts';
import { refusalText } from '@console/kit/field-problems.ts';
import { FormDialog } from '@console/kit/form-dialog.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { useCountdown } from '@console/kit/use-countdown.ts';
// its words and looks come with it: the funds screens of both modes show it
import '@console/areas/planets/planet-texts.ts';
import './planet-funds.css';

/** Seconds before the SMS sender takes another code for the phone */
const RESEND_AFTER = 60;

/**
 * The fresh SMS verification the server asks for before a money change: a code sent to the main
 * account's own phone. `onDone(true)` once verified; `onDone(false)` when the user cancels.
 */
export function FundsVerificationDialog({ onDone }: { onDone: (verified: boolean) => void }) {
  const t = useStore($t);
  const phone = useRecord(fundsVerificationRecord, {}).data?.phone_masked ?? '';
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [sending, setSending] = useState(false);
  const [countdown, startCountdown] = useCountdown();

  const send = async () => {
    setSending(true);
    setProblem('');
    try {
      setSentTo((await fundsWrites.sendCode()).phone_masked);
      startCountdown(RESEND_AFTER);
    } catch (error) {
      setProblem(refusalText(error));
    } finally {
      setSending(false);
    }
  };

  const submit = async (): Promise<string | null> => {
    if (!/^\d{6}$/.test(code)) {
      setProblem(t('planet.funds.verify.badCode'));
      return null;
    }
    try {
      await change(() => fundsWrites.confirmCode(code), [PLANET_FUNDS]);
    } catch (error) {
      return refusalText(error);
    }
    onDone(true);
    return null;
  };

  return (
    <FormDialog title={t('planet.funds.verify.title')} width={480} onClose={() => onDone(false)} submit={submit} saveLabel={t('planet.funds.verify.submit')}
      className="lc-form lc-funds-form" refusalLast>
      <p className="lc-funds__muted">{t('planet.funds.verify.intro', { phone, minutes: FUNDS_LIMITS.verifiedFor / 60 })}</p>
      <Field label={t('planet.funds.verify.code')} error={problem || undefined} hint={sentTo ? t('planet.funds.verify.sent', { phone: sentTo }) : undefined}>
        {(id, note) => (
          <div className="lc-funds-form__inline">
            <input id={id} inputMode="numeric" autoComplete="one-time-code" maxLength={6} data-autofocus="" value={code}
              aria-invalid={problem ? true : undefined} aria-describedby={note}
              onChange={(event) => {
                setCode(event.target.value.trim());
                setProblem('');
              }} />
            <Button onClick={() => void send()} loading={sending} disabled={countdown > 0}>
              {countdown > 0 ? t('planet.funds.verify.resendIn', { s: countdown }) : t('planet.funds.verify.send')}
            </Button>
          </div>
        )}
      </Field>
    </FormDialog>
  );
}
