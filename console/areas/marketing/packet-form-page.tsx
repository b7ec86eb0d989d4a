import { packetFormOf } from '@shared/marketing/campaign-forms.ts';
import { packetResources } from '@shared/marketing/campaign-resources.ts';
import { packetFields } from './campaign-fields.tsx';
import { CampaignFormPage } from './campaign-form-page.tsx';

/** /marketing/packet/create and /marketing/packet/edit?id= (spec §2 "Marketing": red packets): the products whose sharing pays, the reward per paid order, the budget, the window. */
export default function FormPage() {
  return <CampaignFormPage kind="packet" resources={packetResources} formOf={packetFormOf} fields={packetFields} />;
}
