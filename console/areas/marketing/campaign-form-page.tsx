import { Link, useLocation, useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import type { CampaignResources } from '@shared/marketing/campaign-resources.ts';
import { CAMPAIGN_ROUTES } from '@shared/marketing/campaign-routes.ts';
import type { CampaignKind, CampaignRecord } from '@shared/marketing/campaign-types.ts';
import { change } from '@console/kit/data.ts';
import type { FormField } from '@console/kit/form-fields.tsx';
import { MissingId, useIdParam } from '@console/kit/missing-id.tsx';
import { PageForm } from '@console/kit/page-form.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import './coupon-texts.ts';
import './campaigns.css';

type Props<Row extends CampaignRecord, Form> = {
  kind: CampaignKind;
  resources: CampaignResources<Row, Form>;
  formOf: (row: Row | null) => Form;
  fields: (t: Translate, row: Row | null) => FormField<Form>[];
};

/**
 * A campaign's create page, and its edit page (`?id=`): the kind's fields on a page of their own. A running campaign
 * says what it keeps fixed; an ended one is shown as ended, with nothing to edit.
 */
export function CampaignFormPage<Row extends CampaignRecord, Form>(props: Props<Row, Form>) {
  const t = useStore($t);
  const id = useIdParam() ?? 0;
  const routes = CAMPAIGN_ROUTES[props.kind];
  const editing = useLocation().pathname === routes.edit;
  const found = useRecord(props.resources.one, id > 0 ? { id } : null);
  const back = <Link to={routes.list}>{t('marketing.campaign.form.back')}</Link>;
  if (editing && id === 0) return <MissingId message={t('marketing.campaign.form.missingId')} back={{ to: routes.list, label: t('marketing.campaign.form.back') }} />;
  if (id > 0 && found.error) return <section className="lc-card"><QueryError error={found.error} onRetry={found.reload} />{back}</section>;
  if (id > 0 && !found.data) return null;
  const row = found.data ?? null;
  return <OpenForm key={row ? `${row.id}-${row.status}` : 'new'} {...props} row={row} />;
}

function OpenForm<Row extends CampaignRecord, Form>({ kind, resources, formOf, fields, row }: Props<Row, Form> & { row: Row | null }) {
  const t = useStore($t);
  const navigate = useNavigate();
  const list = CAMPAIGN_ROUTES[kind].list;
  const back = <Link to={list}>{t('marketing.campaign.form.back')}</Link>;
  const heading = row ? t(`marketing.${kind}.editTitle`, { title: row.title }) : t(`marketing.${kind}.createTitle`);
  if (row?.status === 'ended') {
    return (
      <section className="lc-card lc-campaign-form">
        <h1 className="lc-page-title">{heading}</h1>
        <p className="lc-campaign-note" role="status">{t('marketing.campaign.form.endedNote')}</p>
        {back}
      </section>
    );
  }
  return (
    <section className="lc-card lc-campaign-form">
      <h1 className="lc-page-title">{heading}</h1>
      {row?.status === 'running' && <p className="lc-campaign-note">{t(`marketing.${kind}.runningNote`)}</p>}
      <PageForm
        fields={fields(t, row)}
        initial={formOf(row)}
        submit={(form) => change(() => (row ? resources.list.update!(row, form) : resources.list.create!(form)), [resources.list])}
        savedText={t('marketing.campaign.form.saved')}
        onSaved={() => navigate(list)}
        extra={back}
      />
    </section>
  );
}
