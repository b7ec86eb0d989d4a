import { groupBuyFormOf } from '@shared/marketing/campaign-forms.ts';
import { groupBuyResources } from '@shared/marketing/campaign-resources.ts';
import { groupBuyFields } from './campaign-fields.tsx';
import { CampaignFormPage } from './campaign-form-page.tsx';

/** /marketing/group/create and /marketing/group/edit?id= (spec §2 "Marketing"): a group buy's product, group price, size, time limit and window. */
export default function FormPage() {
  return <CampaignFormPage kind="group" resources={groupBuyResources} formOf={groupBuyFormOf} fields={groupBuyFields} />;
}
