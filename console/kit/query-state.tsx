import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { refusalText } from './field-problems.ts';
import './kit.css';

/** A read that failed: the server's reason and a way to try again. */
export function QueryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useStore($t);
  return (
    <div className="lc-list__error" role="alert">
      <p>{t('kit.loadFailed', { reason: refusalText(error) })}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}
