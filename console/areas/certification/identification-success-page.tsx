import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { currentApplication } from '@shared/certification/resources.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { ApplicationSummary } from './application-summary.tsx';
import { StatusTag } from './status-tag.tsx';
import './certification-texts.ts';
import './certification.css';

const IDENTIFICATION = { kind: 'identification' } as const;

/** /setting/IdentificationSuccess: the real-name check once sent — approved (the ID masked) or still under review. */
export default function IdentificationSuccessPage() {
  const t = useStore($t);
  const found = useRecord(currentApplication, IDENTIFICATION);
  const application = found.data;
  return (
    <section className="lc-card">
      {found.error && application === undefined && <QueryError error={found.error} onRetry={found.reload} />}
      {application?.status === 'approved' && (
        <div className="lc-cert-panel" role="status">
          <h1 className="lc-page-title">{t('certification.success.title')} <StatusTag status="approved" /></h1>
          <p>{t('certification.apply.approvedText', { kind: t('certification.kind.identification'), time: formatDateTime(application.reviewed_at) })}</p>
          <ApplicationSummary application={application} />
          <div className="lc-cert__actions">
            <Link className="lc-button lc-button--primary" to="/setting/teacher/information">{t('certification.success.toProfile')}</Link>
            <Link className="lc-button lc-button--text" to="/setting/myRoleApply">{t('certification.apply.toList')}</Link>
          </div>
        </div>
      )}
      {application?.status === 'submitted' && (
        <div className="lc-cert-panel" role="status">
          <h1 className="lc-page-title">{t('certification.success.pending')} <StatusTag status="submitted" /></h1>
          <p>{t('certification.apply.submittedText', { time: formatDateTime(application.submitted_at) })}</p>
          <ApplicationSummary application={application} />
          <p><Link className="lc-button lc-button--text" to="/setting/myRoleApply">{t('certification.apply.toList')}</Link></p>
        </div>
      )}
      {application !== undefined && application?.status !== 'approved' && application?.status !== 'submitted' && (
        <div className="lc-cert-panel">
          <h1 className="lc-page-title">{t('certification.kind.identification')}</h1>
          <p>{t('certification.success.none')}</p>
          <p><Link className="lc-button lc-button--primary" to="/setting/identificationApply">{t('certification.success.start')}</Link></p>
        </div>
      )}
    </section>
  );
}
