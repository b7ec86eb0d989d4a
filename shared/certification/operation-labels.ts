import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'certification.profile': '修改讲师信息',
  'certification.draft': '保存认证申请草稿',
  'certification.submit': '提交认证申请',
  'certification.ttScope': '修改抖音授权范围',
};

/** The certification area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const CERTIFICATION_OPERATION_LABELS = {
  routes: {
    'POST /api/v3/teacher_hybrid/teacher/information': 'certification.profile',
    'POST /api/v3/teacher_hybrid/apply/draft': 'certification.draft',
    'POST /api/v3/teacher_hybrid/apply/submit': 'certification.submit',
    'POST /api/v3/teacher_hybrid/tt_scope': 'certification.ttScope',
  },
  names: {
    'zh-CN': names,
    en: {
      'certification.profile': 'Edit teacher profile',
      'certification.draft': 'Save verification draft',
      'certification.submit': 'Submit verification request',
      'certification.ttScope': 'Change Douyin scopes',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
