import { useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { avatarOf } from '@shared/session/session.ts';
import { accountWrites, staffAccountsRecord, userInfoRecord } from '@shared/account/resources.ts';
import { formatDateTime } from '@shared/format/date.ts';
import type { TeacherAccount } from '@shared/account/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { change } from '@console/kit/data.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { confirmThenRun } from '@console/kit/row-actions.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { CertificationLinks } from '@console/areas/certification/certification-links.tsx';
import './settings-page.css';

const ALL = {};

/** /setting/self: who is signed in, and for a main account its staff accounts, which it can disable and enable. */
export default function AccountPage() {
  const t = useStore($t);
  const me = useRecord(userInfoRecord, ALL);
  const info = me.data;
  const staffFound = useRecord(staffAccountsRecord, info && !info.is_child ? ALL : null);
  const staff = staffFound.data ?? [];
  const [pending, setPending] = useState<number | null>(null);

  const toggle = async (account: TeacherAccount) => {
    setPending(account.id);
    await confirmThenRun(null, () => change(() => accountWrites.toggleStaff(account), [staffAccountsRecord]), t('common.success'));
    setPending(null);
  };

  if (me.error && !info) return <QueryError error={me.error} onRetry={me.reload} />;
  if (!info) return null;
  return (
    <div className="lc-account">
      <h1 className="lc-page-title">{t('account.title')}</h1>
      <section className="lc-card lc-account__profile" aria-label={t('account.profile')}>
        <img src={avatarOf(info)} alt="" width={64} height={64} />
        <dl>
          <dt>{t('account.nickname')}</dt><dd>{info.nickname}</dd>
          <dt>{t('login.phone')}</dt><dd>{info.phone}</dd>
          <dt>{t('account.type')}</dt><dd>{info.is_child ? t('account.typeStaff') : t('account.typeMain')}</dd>
          <dt>{t('account.tier')}</dt><dd>{info.tier === 'advanced' ? t('account.tierAdvanced') : t('account.tierFree')}</dd>
        </dl>
      </section>
      {!info.is_child && (
        <section className="lc-card" aria-labelledby="staff-title">
          <h2 id="staff-title">{t('account.staff')}</h2>
          {staffFound.error && !staffFound.data ? (
            <QueryError error={staffFound.error} onRetry={staffFound.reload} />
          ) : staff.length === 0 ? (
            <p className="lc-account__empty">{t('account.noStaff')}</p>
          ) : (
            <table className="lc-table">
              <thead>
                <tr><th>{t('account.nickname')}</th><th>{t('login.phone')}</th><th>{t('account.created')}</th><th>{t('account.status')}</th><th>{t('common.actions')}</th></tr>
              </thead>
              <tbody>
                {staff.map((account) => (
                  <tr key={account.id}>
                    <td>{account.nickname}</td>
                    <td>{account.phone}</td>
                    <td>{formatDateTime(account.created_at)}</td>
                    <td>{account.status === 1 ? t('account.enabled') : t('account.disabled')}</td>
                    <td>
                      <Button variant="text" loading={pending === account.id} onClick={() => void toggle(account)}>
                        {account.status === 1 ? t('account.disable') : t('account.enable')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
      {!info.is_child && (
        <nav className="lc-card lc-account__links" aria-label={t('account.manage')}>
          <h2>{t('account.manage')}</h2>
          <Link to="/setting/index">{t('account.manageStaff')}</Link>
          <Link to="/setting/role">{t('account.manageRoles')}</Link>
          <Link to="/setting/record">{t('account.manageRecord')}</Link>
          <Link to="/setting/api">{t('account.manageApi')}</Link>
        </nav>
      )}
      <CertificationLinks />
    </div>
  );
}
