import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import '@widgets/ui/form/form.css';

type FormDialogProps = {
  title: string;
  /** 640 unless told */
  width?: number;
  onClose: () => void;
  /** Checks and sends the form: answers the server's refusal to show, or null (the owner closes the dialog when it went through). */
  submit: () => Promise<string | null>;
  children: ReactNode;
  /** the primary button's text: 保存 unless told */
  saveLabel?: string;
  /** the form's class: 'lc-form' unless told */
  className?: string;
  /** the refusal's class: 'lc-form__refusal' unless told */
  refusalClassName?: string;
  /** show the refusal under the fields rather than above them */
  refusalLast?: boolean;
  /** hide the refusal as soon as a field of the form changes, rather than at the next Save */
  clearRefusalOnEdit?: boolean;
};

/**
 * A dialog around one form: Cancel and Save (a submit button bound to the form) in its footer. `submit` answers
 * whether the form went through; the server's refusal is shown in the form (role=alert) and the input is kept.
 */
export function FormDialog(props: FormDialogProps) {
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

  const shown = refusal && <p className={props.refusalClassName ?? 'lc-form__refusal'} role="alert">{refusal}</p>;
  return (
    <Dialog
      open
      title={props.title}
      width={props.width ?? 640}
      onClose={props.onClose}
      footer={
        <>
          <Button onClick={props.onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form={formId} loading={saving}>{props.saveLabel ?? t('kit.save')}</Button>
        </>
      }
    >
      <form
        id={formId}
        className={props.className ?? 'lc-form'}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        {...(props.clearRefusalOnEdit ? { onChange: () => setRefusal('') } : {})}
      >
        {!props.refusalLast && shown}
        {props.children}
        {props.refusalLast && shown}
      </form>
    </Dialog>
  );
}
