import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $config } from '@shared/config.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { $hasSession } from '@shared/session/session.ts';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import './sign-in-gate.css';

type SignInGateProps = {
  children: ReactNode;
  /** a dialog widget (the picker): the prompt is a dialog too, shown while `open`; closing it calls onClose */
  dialog?: { open: boolean; onClose: () => void; container: Element };
  /** a small inline widget (a bell in a header, an upload button): only the sign-in link, explained by its title */
  compact?: boolean;
};

/**
 * A widget without a session would show empty lists and failing calls; it shows why instead, with the way
 * to sign in: the console's sign-in page, or wherever the host page's `loginUrl` points (its own form).
 * The stored session syncs across tabs and a host page's token arrives through configure(), so the widget
 * fills in by itself once signed in.
 */
export function SignInGate({ children, dialog, compact = false }: SignInGateProps) {
  const t = useStore($t);
  const signedIn = useStore($hasSession);
  const { loginUrl } = useStore($config);
  if (signedIn) return children;
  const inPage = loginUrl.startsWith('#');
  const href = inPage ? loginUrl : `${loginUrl}${loginUrl.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(location.href)}`;
  const linkProps = inPage ? { onClick: dialog?.onClose } : { target: '_blank', rel: 'noopener' };
  if (compact) {
    return (
      <a className="lc-sign-in-gate__action lc-sign-in-gate__action--compact" part="sign-in" href={href} title={t('embed.signInMessage')} {...linkProps}>
        {t('embed.signInAction')}
      </a>
    );
  }
  const prompt = (
    <section className={`lc-sign-in-gate${dialog ? ' lc-sign-in-gate--dialog' : ''}`} part="sign-in" aria-labelledby={dialog ? undefined : 'lc-sign-in-title'}>
      {!dialog && <h2 id="lc-sign-in-title" className="lc-sign-in-gate__title">{t('embed.signInTitle')}</h2>}
      <p className="lc-sign-in-gate__message">{t('embed.signInMessage')}</p>
      <a className="lc-sign-in-gate__action" href={href} {...linkProps}>
        {t('embed.signInAction')}
      </a>
      {!inPage && <p className="lc-sign-in-gate__hint">{t('embed.signInHostHint')}</p>}
    </section>
  );
  if (!dialog) return prompt;
  return (
    <Dialog open={dialog.open} title={t('embed.signInTitle')} width={460} onClose={dialog.onClose} container={dialog.container}>
      {prompt}
    </Dialog>
  );
}
