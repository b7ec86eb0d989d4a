import { giftFormOf } from '@shared/marketing/campaign-forms.ts';
import { giftResources } from '@shared/marketing/campaign-resources.ts';
import { giftFields } from './campaign-fields.tsx';
import { CampaignFormPage } from './campaign-form-page.tsx';

/** /marketing/course/create and /marketing/course/edit?id= (spec §2 "Marketing": buy a course, get a course): the product bought, the 1–5 courses given, the window. */
export default function FormPage() {
  return <CampaignFormPage kind="gift" resources={giftResources} formOf={giftFormOf} fields={giftFields} />;
}
