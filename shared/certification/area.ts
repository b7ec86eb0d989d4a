import type { SharedArea } from '@shared/area-manifest.ts';
import type { certificationZhCN } from './texts-zh-CN.ts';

const titles = {
  '/setting/myRoleApply': '我的认证申请',
  '/setting/roleBaseInfoApply': '基本信息认证',
  '/setting/roleClassInfoApply': '类目信息认证',
  '/setting/roleAuthInfoApply': '资质认证',
  '/setting/ttScope': '抖音授权范围',
  '/setting/teacher/information': '讲师信息',
  '/setting/identificationApply': '实名认证',
  '/setting/IdentificationSuccess': '认证成功',
  '/setting/enterpriseBaseInfoApply': '企业基本信息认证',
  '/setting/enterpriseClassInfoApply': '企业类目认证',
  '/setting/enterpriseAuthInfoApply': '企业资质认证',
};

/** The certification area's shared manifest (listed in shared/areas.ts). */
export const certificationArea: SharedArea<typeof certificationZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/setting/myRoleApply': 'My verification requests',
      '/setting/roleBaseInfoApply': 'Basic verification',
      '/setting/roleClassInfoApply': 'Category verification',
      '/setting/roleAuthInfoApply': 'Qualification verification',
      '/setting/ttScope': 'Douyin scopes',
      '/setting/teacher/information': 'Teacher profile',
      '/setting/identificationApply': 'Identity verification',
      '/setting/IdentificationSuccess': 'Verification done',
      '/setting/enterpriseBaseInfoApply': 'Company verification',
      '/setting/enterpriseClassInfoApply': 'Company category verification',
      '/setting/enterpriseAuthInfoApply': 'Company qualification verification',
    } satisfies Record<keyof typeof titles, string>,
  },
};
