/** The server's Chinese words for the certification area's problem codes (the console words them in shared/certification/texts-*). */
import type { ApplyProblem, FoundProblem } from '@shared/certification/apply-steps.ts';
import { APPLY_STEPS } from '@shared/certification/apply-steps.ts';
import type { ApplyKind } from '@shared/certification/types.ts';
import { identityProblemText } from '@server/areas/funds/problem-texts.ts';

export const KIND_TITLE: Record<ApplyKind, string> = { role: '讲师认证', identification: '实名认证', enterprise: '企业认证' };

/** the step pages' titles (spec §2 route titles) */
const STEP_TITLE: Record<ApplyKind, readonly string[]> = {
  role: ['基本信息认证', '类目信息认证', '资质认证'],
  identification: ['实名认证'],
  enterprise: ['企业基本信息认证', '企业类目认证', '企业资质认证'],
};

const FIELD_LABEL: Record<string, string> = {
  real_name: '真实姓名',
  phone: '联系电话',
  email: '联系邮箱',
  city: '所在城市',
  experience: '从业年限',
  category: '主营类目',
  topics: '擅长领域',
  teaching: '教学经历',
  certificate_type: '证书类型',
  certificate_name: '证书名称',
  certificates: '资质证书',
  id_number: '身份证号',
  company_name: '企业名称',
  credit_code: '统一社会信用代码',
  legal_person: '法定代表人',
  contact_name: '联系人',
  contact_phone: '联系电话',
  brand: '品牌名称',
  business: '主营业务',
  licence: '营业执照',
  permits: '其他资质证明',
};

function isPictures(kind: ApplyKind, key: string): boolean {
  return APPLY_STEPS[kind].some((step) => step.fields.some((field) => field.key === key && field.kind === 'pictures'));
}

function problemText(kind: ApplyKind, key: string, problem: ApplyProblem): string {
  const label = FIELD_LABEL[key] ?? key;
  switch (problem.code) {
    case 'required':
      return isPictures(kind, key) ? `请上传${label}` : `${label}不能为空`;
    case 'tooLong':
      return `${label}不能超过 ${problem.max} 个字`;
    case 'tooMany':
      return `${label}最多 ${problem.max} 张`;
    case 'notOption':
      return `${label}不是可选的选项`;
    case 'notText':
    case 'notPictures':
      return `参数错误：data.${key} 类型不正确`;
    case 'format':
      return `${label}格式不正确`;
    default:
      return identityProblemText(label, problem.code);
  }
}

/** A found problem as the server words it: the step's title, then the field and what is wrong with it. */
export function foundProblemText(kind: ApplyKind, found: FoundProblem): string {
  return `${STEP_TITLE[kind][found.step] ?? ''}：${problemText(kind, found.field, found.problem)}`;
}
