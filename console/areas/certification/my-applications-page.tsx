import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { APPLY_STEPS } from '@shared/certification/apply-steps.ts';
import { applicationsRecord } from '@shared/certification/resources.ts';
import { APPLY_KINDS, type ApplicationRow, type ApplyKind } from '@shared/certification/types.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { routeTitle } from '@console/app/route-title.ts';
import { StatusTag } from './status-tag.tsx';
import './certification-texts.ts';
import './certification.css';

const ALL = {};

/** Where a row's button leads: a draft where it stopped, a rejected one from its first step, the others to what was sent. */
function rowLink(row: ApplicationRow): string {
  const steps = APPLY_STEPS[row.kind];
  if (row.status === 'draft') return steps[row.continue_step]!.path;
  if (row.kind === 'identification' && row.status !== 'rejected') return '/setting/IdentificationSuccess';
  return steps[0]!.path;
}

/** The open (not approved) application of a kind, newest first in the list. */
const openOf = (rows: readonly ApplicationRow[], kind: ApplyKind) => rows.find((row) => row.kind === kind && row.status !== 'approved');

/** /setting/myRoleApply: the teacher's applications with their states and the reviewer's reasons, and where to start one. */
export default function MyApplicationsPage() {
  const t = useStore($t);
  const found = useRecord(applicationsRecord, ALL);
  const rows = found.data;
  const action = (row: ApplicationRow) => t(row.status === 'draft' ? 'certification.list.continue' : row.status === 'rejected' ? 'certification.list.reapply' : 'certification.list.view');

  return (
    <section className="lc-card">
      <h1 className="lc-page-title">{routeTitle('/setting/myRoleApply')}</h1>
      <p className="lc-cert__muted">{t('certification.list.intro')}</p>
      {found.error && !rows && <QueryError error={found.error} onRetry={found.reload} />}
      {rows && (
        <>
          <h2 className="lc-cert-section">{t('certification.list.start')}</h2>
          <ul className="lc-cert-kinds">
            {APPLY_KINDS.map((kind) => {
              const open = openOf(rows, kind);
              const identified = kind === 'identification' && rows.some((row) => row.kind === kind && row.status === 'approved');
              return (
                <li key={kind}>
                  <h3>{t(`certification.kind.${kind}`)}</h3>
                  <p>{t(`certification.kindIntro.${kind}`)}</p>
                  {open ? (
                    <Link to={rowLink(open)} aria-label={`${t(`certification.kind.${kind}`)}：${action(open)}`}>{action(open)}</Link>
                  ) : identified ? (
                    <StatusTag status="approved" />
                  ) : (
                    <Link className="lc-button" to={APPLY_STEPS[kind][0]!.path}>{t('certification.list.apply', { kind: t(`certification.kind.${kind}`) })}</Link>
                  )}
                </li>
              );
            })}
          </ul>
          {rows.length === 0 ? (
            <p className="lc-cert__muted">{t('certification.list.empty')}</p>
          ) : (
            <table className="lc-table" aria-label={t('certification.list.table')}>
              <thead>
                <tr>
                  <th>{t('certification.list.kind')}</th>
                  <th>{t('certification.list.subject')}</th>
                  <th>{t('certification.list.status')}</th>
                  <th>{t('certification.list.updated')}</th>
                  <th>{t('certification.list.reviewed')}</th>
                  <th>{t('certification.list.reason')}</th>
                  <th>{t('certification.list.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>{t(`certification.kind.${row.kind}`)}</td>
                    <td>{row.subject || t('certification.list.unnamed')}</td>
                    <td><StatusTag status={row.status} /></td>
                    <td>{formatDateTime(row.updated_at)}</td>
                    <td>{row.reviewed_at ? formatDateTime(row.reviewed_at) : '—'}</td>
                    <td>{row.status === 'rejected' || row.status === 'draft' ? row.reject_reason || '—' : '—'}</td>
                    <td><Link to={rowLink(row)} aria-label={`${t(`certification.kind.${row.kind}`)}：${action(row)}`}>{action(row)}</Link></td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
