import type { Screen } from '@console/app/screen.ts';

const apply: Screen = () => import('./apply-page.tsx');

/** Screens of the teacher profile, the applications to the platform and the Douyin scopes, each lazily loaded. */
export const CERTIFICATION_SCREENS: Record<string, Screen> = {
  '/setting/teacher/information': () => import('./profile-page.tsx'),
  '/setting/myRoleApply': () => import('./my-applications-page.tsx'),
  '/setting/roleBaseInfoApply': apply,
  '/setting/roleClassInfoApply': apply,
  '/setting/roleAuthInfoApply': apply,
  '/setting/identificationApply': apply,
  '/setting/IdentificationSuccess': () => import('./identification-success-page.tsx'),
  '/setting/enterpriseBaseInfoApply': apply,
  '/setting/enterpriseClassInfoApply': apply,
  '/setting/enterpriseAuthInfoApply': apply,
  '/setting/ttScope': () => import('./tt-scope-page.tsx'),
};
