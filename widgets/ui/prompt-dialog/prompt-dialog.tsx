import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../dialog/dialog.tsx';
import { Button } from '../button/button.tsx';
import './prompt-dialog.css';

export type PromptDialogProps = {
  open: boolean;
  title: string;
  /** the question, the input's label */
  label: string;
  /** the text the input starts with each time the dialog opens */
  initialValue?: string;
  placeholder?: string;
  /** shown, and the dialog kept open, when the trimmed text is empty */
  emptyMessage: string;
  confirmText: string;
  cancelText: string;
  closeLabel?: string;
  maxLength?: number;
  /** the part of the text selected when the input takes the focus, as [start, end); default: all of it */
  selectRange?: (value: string) => readonly [number, number];
  onCancel: () => void;
  /** the trimmed text; a promise keeps the dialog busy until it settles */
  onConfirm: (value: string) => void | Promise<unknown>;
  container?: Element | DocumentFragment;
};

/** Title, label, one text input, cancel and confirm; an empty answer is refused (used for rename and new category). */
export function PromptDialog(props: PromptDialogProps) {
  const { open, title, cancelText, confirmText, closeLabel, onCancel, container } = props;
  const formId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      title={title}
      width={420}
      onClose={() => !busy && onCancel()}
      closeLabel={closeLabel}
      container={container}
      footer={
        <>
          <Button onClick={onCancel} disabled={busy}>{cancelText}</Button>
          <Button variant="primary" type="submit" form={formId} loading={busy}>{confirmText}</Button>
        </>
      }
    >
      {/* remounted on every opening, so the input starts from initialValue */}
      {open && <PromptForm {...props} formId={formId} busy={busy} setBusy={setBusy} />}
    </Dialog>
  );
}

function PromptForm(props: PromptDialogProps & { formId: string; busy: boolean; setBusy: (busy: boolean) => void }) {
  const { label, initialValue = '', placeholder, emptyMessage, maxLength, selectRange, onConfirm, formId, busy, setBusy } = props;
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState('');
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const text = value.trim();
    if (!text) {
      setError(emptyMessage);
      return;
    }
    setError('');
    const result = onConfirm(text);
    if (!(result instanceof Promise)) return;
    setBusy(true);
    try {
      await result;
    } catch {
      // the store has shown what went wrong; the dialog stays open for another try
    } finally {
      setBusy(false);
    }
  };

  return (
    <form id={formId} className="lc-prompt" onSubmit={submit} noValidate>
      <label className="lc-prompt__label" htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className={`lc-prompt__input ${error ? 'lc-prompt__input--invalid' : ''}`}
        type="text"
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        data-autofocus=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError('');
        }}
        onFocus={(event) => {
          const input = event.target;
          const [start, end] = selectRange?.(input.value) ?? [0, input.value.length];
          input.setSelectionRange(start, end);
        }}
      />
      {error && <p id={errorId} className="lc-prompt__error" role="alert">{error}</p>}
    </form>
  );
}
