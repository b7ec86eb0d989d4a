import type { OperationLabels } from '@shared/area-manifest.ts';

const names = {
  'materials.category.create': '新建素材分类',
  'materials.update': '编辑素材',
  'materials.move': '移动素材分类',
  'materials.delete': '删除素材',
  'materials.upload': '上传素材',
};

/** The materials area's part of the operation log (listed in shared/areas-operation-log.ts). */
export const MATERIALS_OPERATION_LABELS = {
  routes: {
    'POST /api/v3/column_hybrid/source/createCategory': 'materials.category.create',
    'POST /api/v3/column_hybrid/source/:id/updateSource': 'materials.update',
    'POST /api/v3/column_hybrid/source/:categoryId/updateCategorySource': 'materials.move',
    'POST /api/v3/column_hybrid/source/:id/deleteSource': 'materials.delete',
    'POST /api/v3/column_hybrid/source/picture/uploadSource': 'materials.upload',
    'POST /api/v3/column_hybrid/source/audio/uploadSource': 'materials.upload',
    'POST /api/v3/column_hybrid/source/video/uploadSource': 'materials.upload',
    'POST /api/v3/column_hybrid/source/document/uploadSource': 'materials.upload',
    'POST /api/v3/column_hybrid/source/audio/createSourceSign': 'materials.upload',
    'POST /api/v3/column_hybrid/source/video/createSourceSign': 'materials.upload',
  },
  names: {
    'zh-CN': names,
    en: {
      'materials.category.create': 'Create material category',
      'materials.update': 'Edit material',
      'materials.move': 'Move materials to a category',
      'materials.delete': 'Delete material',
      'materials.upload': 'Upload material',
    } satisfies Record<keyof typeof names, string>,
  },
} as const satisfies OperationLabels;
