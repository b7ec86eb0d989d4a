import { useEffect, useId, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { Button } from '@widgets/ui/button/button.tsx';

type CopyValueProps = {
  label: string;
  value: string;
  /** shown in place of the value (a secret hidden until asked for); the copy still copies the value */
  mask?: string;
  /** more buttons after 复制 (show, regenerate) */
  children?: ReactNode;
};

/** A value to copy into other software: labelled, with a 复制 button and a visible 已复制 once it is on the clipboard. */
export function CopyValue({ label, value, mask, children }: CopyValueProps) {
  const t = useStore($t);
  const id = useId();
  const [copied, setCopied] = useState(false);
  // a new value (a new key) has not been copied yet
  useEffect(() => setCopied(false), [value]);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 4000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      showToast(t('live.soft.copyFailed'), { kind: 'error', duration: 5000 });
    }
  };

  return (
    <div className="lc-live-copy" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="lc-live-copy__label">{label}</span>
      <div className="lc-live-copy__row">
        <output id={`${id}-value`} className="lc-live-copy__value" aria-labelledby={`${id}-label`}>{mask ?? value}</output>
        <Button onClick={() => void copy()} aria-label={`${t('live.soft.copy')}：${label}`}>{t('live.soft.copy')}</Button>
        <span className="lc-live-copy__done" role="status">{copied ? t('live.soft.copied') : ''}</span>
        {children}
      </div>
    </div>
  );
}
