import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { APPLY_DONE_PATH, APPLY_STEPS, applicationProblems, stepOfPath } from '@shared/certification/apply-steps.ts';
import { applyFormOf, type ApplyForm } from '@shared/certification/forms.ts';
import { applyWrites, CERTIFICATION, currentApplication } from '@shared/certification/resources.ts';
import type { Application, ApplyKind } from '@shared/certification/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { change } from '@console/kit/data.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { StepForm } from '@console/kit/step-form.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { routeTitle } from '@console/app/route-title.ts';
import { ApplicationSummary } from './application-summary.tsx';
import { applyFields } from './apply-fields.tsx';
import { StatusTag } from './status-tag.tsx';
import './certification-texts.ts';
import './certification.css';

/**
 * The application forms (/setting/roleBaseInfoApply … roleAuthInfoApply, identificationApply,
 * enterprise{Base,Class,Auth}InfoApply): one step per address, saved as a draft as the teacher goes; under review
 * or approved, what was sent instead of the form.
 */
export default function ApplyPage() {
  const t = useStore($t);
  const { pathname, state } = useLocation();
  const where = stepOfPath(pathname) ?? { kind: 'role' as ApplyKind, step: 0 };
  const found = useRecord(currentApplication, { kind: where.kind });
  const [reapplying, setReapplying] = useState(false);
  const application = found.data;

  let body: ReactNode = null;
  if (found.error && application === undefined) body = <QueryError error={found.error} onRetry={found.reload} />;
  else if (application?.status === 'submitted') body = <UnderReview application={application} />;
  else if (application?.status === 'approved' && !reapplying) body = <Approved application={application} onReapply={() => setReapplying(true)} />;
  else if (application !== undefined) body = <StepPage key={pathname} kind={where.kind} step={where.step} application={application} checkOnOpen={(state as { check?: boolean } | null)?.check === true} />;

  return (
    <section className="lc-card">
      <h1 className="lc-page-title">{routeTitle(pathname)}</h1>
      <p className="lc-cert__muted">{t(`certification.kindIntro.${where.kind}`)}</p>
      {body}
    </section>
  );
}

function StepPage({ kind, step, application, checkOnOpen }: { kind: ApplyKind; step: number; application: Application | null; checkOnOpen: boolean }) {
  const t = useStore($t);
  const navigate = useNavigate();
  const saved = useRef<Application | null>(application);
  const steps = APPLY_STEPS[kind];

  const save = async (values: ApplyForm) => {
    saved.current = await change(() => applyWrites.saveStep(kind, step, values), [CERTIFICATION]);
  };

  const submit = async () => {
    const sent = saved.current;
    if (!sent) return;
    // a step left incomplete is opened with its problems shown; the server checks everything again
    const first = applicationProblems(kind, { ...sent.data, ...Object.fromEntries(Object.keys(sent.masked).map((name) => [name, 'kept'])) }, new Date()).find((found) => found.step !== step);
    if (first) {
      navigate(steps[first.step]!.path, { state: { check: true } });
      return;
    }
    await change(() => applyWrites.submit(sent.id), [CERTIFICATION]);
    showToast(t('certification.apply.submitted'), { kind: 'success' });
    navigate(APPLY_DONE_PATH[kind]);
  };

  const reason = application?.reject_reason ?? '';
  const notice = reason ? (
    <p className="lc-cert-notice" role="note">
      {application?.status === 'rejected' ? t('certification.apply.rejected', { reason }) : t('certification.apply.lastRejected', { reason })}
    </p>
  ) : null;

  return (
    <StepForm<ApplyForm>
      steps={steps.map((one) => routeTitle(one.path) ?? one.path)}
      current={step}
      fields={applyFields(kind, step, application)}
      initial={applyFormOf(kind, step, application)}
      save={save}
      submit={submit}
      onStep={(next) => navigate(steps[next]!.path)}
      checkOnOpen={checkOnOpen}
      notice={notice}
    />
  );
}

function UnderReview({ application }: { application: Application }) {
  const t = useStore($t);
  return (
    <div className="lc-cert-panel" role="status">
      <h2>{t('certification.apply.submitted')} <StatusTag status="submitted" /></h2>
      <p>{t('certification.apply.submittedText', { time: formatDateTime(application.submitted_at) })}</p>
      <ApplicationSummary application={application} />
      <p><Link to="/setting/myRoleApply">{t('certification.apply.toList')}</Link></p>
    </div>
  );
}

function Approved({ application, onReapply }: { application: Application; onReapply: () => void }) {
  const t = useStore($t);
  return (
    <div className="lc-cert-panel" role="status">
      <h2>{t('certification.apply.approved')} <StatusTag status="approved" /></h2>
      <p>{t('certification.apply.approvedText', { kind: t(`certification.kind.${application.kind}`), time: formatDateTime(application.reviewed_at) })}</p>
      <ApplicationSummary application={application} />
      <div className="lc-cert__actions">
        {application.kind !== 'identification' && <Button variant="primary" onClick={onReapply}>{t('certification.apply.reapply')}</Button>}
        <Link className="lc-button lc-button--text" to="/setting/myRoleApply">{t('certification.apply.toList')}</Link>
      </div>
    </div>
  );
}
