import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { CreatedApiKey } from '@shared/api-keys/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';

/**
 * The one time a key is seen: the key to copy, the warning that it will not be shown again, and a call to try.
 * Escape and the backdrop do not close it, so the key is not lost by a stray key press.
 */
export function CreatedKeyDialog({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const t = useStore($t);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      showToast(t('apiKeys.copyFailed'), { kind: 'error', duration: 5000 });
    }
  };
  const example = `curl -H "Authorization: ${created.key}" ${location.origin}/api/v3/order/findList`;
  return (
    <Dialog open title={t('apiKeys.shownTitle')} width={640} onClose={onClose} closeOnEscape={false} showClose={false} footer={<Button variant="primary" onClick={onClose}>{t('apiKeys.done')}</Button>}>
      <p className="lc-api-keys__warning" role="note">{t('apiKeys.shownOnce')}</p>
      <div className="lc-api-keys__key">
        <label htmlFor="created-api-key">{t('apiKeys.key')}</label>
        <input id="created-api-key" readOnly value={created.key} onFocus={(event) => event.target.select()} />
        <Button onClick={() => void copy()}>{t('apiKeys.copy')}</Button>
        <span role="status">{copied ? t('apiKeys.copied') : ''}</span>
      </div>
      <p className="lc-kit-muted">{t('apiKeys.usage')}</p>
      <pre className="lc-api-keys__example">{example}</pre>
    </Dialog>
  );
}
