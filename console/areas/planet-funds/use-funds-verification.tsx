import { useCallback, useState, type ReactNode } from 'react';
import { runVerified, type Verified } from '@shared/planet-funds/verification.ts';
import { FundsVerificationDialog } from './funds-verification-dialog.tsx';

/**
 * Money changes that may need a fresh SMS verification: `verified(run)` runs the change and, when the
 * server asks, shows the verification dialog (render `dialog`) and runs it again once verified.
 */
export function useFundsVerification(): { verified: <T>(run: () => Promise<T>) => Promise<Verified<T>>; dialog: ReactNode } {
  const [answer, setAnswer] = useState<((verified: boolean) => void) | null>(null);
  const ask = useCallback(() => new Promise<boolean>((resolve) => setAnswer(() => resolve)), []);
  const verified = useCallback(<T,>(run: () => Promise<T>) => runVerified(run, ask), [ask]);
  const dialog = answer && (
    <FundsVerificationDialog
      onDone={(done) => {
        setAnswer(null);
        answer(done);
      }}
    />
  );
  return { verified, dialog };
}
