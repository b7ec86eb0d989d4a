import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '../../../../shared/i18n/i18n.ts';
import { Button } from '../../../../widgets/ui/button/button.tsx';
import { Dialog } from '../../../../widgets/ui/dialog/dialog.tsx';

/**
 * A dialog around one program form: Cancel and Save in its footer. `submit` answers whether the form went through
 * (then the dialog's owner closes it); the server's refusal is shown above the form and the input is kept.
 */
export function FormDialog(props: { title: string; width?: number; onClose: () => void; submit: () => Promise<string | null>; children: ReactNode }) {
  const t = useStore($t);
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setRefusal('');
    try {
      setRefusal((await props.submit()) ?? '');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      title={props.title}
      width={props.width ?? 640}
      onClose={props.onClose}
      footer={
        <>
          <Button onClick={props.onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form={formId} loading={saving}>{t('planet.programs.save')}</Button>
        </>
      }
    >
      <form id={formId} className="lc-program-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {refusal && <p className="lc-program-form__refusal" role="alert">{refusal}</p>}
        {props.children}
      </form>
    </Dialog>
  );
}

/** The message of a refused call, for FormDialog's `submit`. */
export const refusalOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);
