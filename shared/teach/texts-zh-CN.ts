/** Texts of the teaching screens (issue 13). */
export const teachZhCN = {
  'teach.teacher.heading': '讲师',
  'teach.teacher.create': '新建讲师',
  'teach.teacher.editTitle': '编辑讲师',
  'teach.teacher.search': '搜索讲师姓名',
  'teach.teacher.name': '姓名',
  'teach.teacher.title': '头衔',
  'teach.teacher.titleHint': '显示在姓名下方，如：资深摄影讲师',
  'teach.teacher.avatar': '头像',
  'teach.teacher.intro': '简介',
  'teach.teacher.updated': '更新时间',
  'teach.teacher.empty': '还没有讲师，新建一位讲师后可在课程中展示',
};

export type TeachMessageKey = keyof typeof teachZhCN;
