import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { requestSignInCode, signInWithCode, signInWithPassword } from '@shared/account/session-actions.ts';
import { isValidPhone, isValidSmsCode } from '@shared/account/validation.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { dashboardFor, PATHS } from '@console/app/paths.ts';
import { useCountdown } from '@console/kit/use-countdown.ts';
import './login-page.css';

type Method = 'password' | 'code';
const SMS_RESEND_SECONDS = 60;

/** Where to go after signing in: back to the page that sent us here, or the mode's dashboard. */
function destination(redirect: string | null, planet: boolean): string {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  return dashboardFor(planet);
}

export default function LoginPage() {
  const t = useStore($t);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const planet = pathname === PATHS.planetLogin || params.has('p');
  const [method, setMethod] = useState<Method>('password');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [smsBusy, setSmsBusy] = useState(false);
  const [countdown, startCountdown] = useCountdown();

  const requestCode = async () => {
    if (!isValidPhone(phone)) {
      setError(t('login.phoneInvalid'));
      return;
    }
    setError('');
    setSmsBusy(true);
    try {
      await requestSignInCode(phone);
      startCountdown(SMS_RESEND_SECONDS);
    } catch {
      // the login client has shown the server's message
    } finally {
      setSmsBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidPhone(phone)) return setError(t('login.phoneInvalid'));
    if (method === 'password' && !password) return setError(t('login.passwordRequired'));
    if (method === 'code' && !isValidSmsCode(code)) return setError(t('login.codeInvalid'));
    setError('');
    setBusy(true);
    try {
      const data = method === 'password' ? await signInWithPassword(phone, password) : await signInWithCode(phone, code);
      navigate(destination(params.get('redirect'), planet || data.user.mode === 'planet'), { replace: true });
    } catch {
      setBusy(false);
    }
  };

  return (
    <div className={`lc-login ${planet ? 'lc-login--planet' : ''}`}>
      <main className="lc-login__card">
        <div className="lc-login__brand">
          <img src={planet ? '/favicon-planet.svg' : '/favicon.svg'} alt="" width={40} height={40} />
          <h1>{planet ? t('app.planetTitle') : t('app.title')}</h1>
        </div>
        <div role="tablist" aria-label={t('login.method')} className="lc-login__tabs">
          {(['password', 'code'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              id={`login-tab-${value}`}
              aria-selected={method === value}
              aria-controls="login-panel"
              className={method === value ? 'is-active' : ''}
              onClick={() => {
                setMethod(value);
                setError('');
              }}
            >
              {value === 'password' ? t('login.byPassword') : t('login.byCode')}
            </button>
          ))}
        </div>
        <div id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${method}`}>
        <form onSubmit={submit} noValidate>
          <label className="lc-field">
            <span>{t('login.phone')}</span>
            <input
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="username"
              maxLength={11}
              placeholder={t('login.phonePlaceholder')}
              value={phone}
              onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))}
            />
          </label>
          {method === 'password' ? (
            <label className="lc-field">
              <span>{t('login.password')}</span>
              <input
                name="password"
                type="password"
                autoComplete="current-password"
                placeholder={t('login.passwordPlaceholder')}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </label>
          ) : (
            <div className="lc-field">
              <label htmlFor="login-code">{t('login.code')}</label>
              <div className="lc-login__code">
                <input
                  id="login-code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder={t('login.codePlaceholder')}
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                />
                <Button onClick={requestCode} loading={smsBusy} disabled={countdown > 0} clickOnce>
                  {countdown > 0 ? t('login.resendIn', { s: countdown }) : t('login.getCode')}
                </Button>
              </div>
            </div>
          )}
          <p className="lc-login__error" role="alert">{error}</p>
          <Button type="submit" variant="primary" loading={busy} className="lc-login__submit" clickOnce>
            {t('login.submit')}
          </Button>
        </form>
        </div>
      </main>
    </div>
  );
}
