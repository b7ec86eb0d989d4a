import { flashSaleFormOf } from '@shared/marketing/campaign-forms.ts';
import { flashSaleResources } from '@shared/marketing/campaign-resources.ts';
import { flashSaleFields } from './campaign-fields.tsx';
import { CampaignFormPage } from './campaign-form-page.tsx';

/** /marketing/limited/create and /marketing/limited/edit?id= (spec §2 "Marketing"): a flash sale's product, flash price, stock, per-buyer limit and window. */
export default function FormPage() {
  return <CampaignFormPage kind="flash" resources={flashSaleResources} formOf={flashSaleFormOf} fields={flashSaleFields} />;
}
