/** Fields the teaching records share. */
import { RULE_KEYWORD, Type } from '@shared/api/schema.ts';
import { TEACH_LIMITS } from './rules.ts';

/** a picture material of the account; 0 without one */
export const PictureId = Type.Integer({ minimum: 0, default: 0, [RULE_KEYWORD]: '必须是图片素材 id（0 表示不设置）' });

/** every list of 教学管理 looks for a keyword in its names */
export const keywordQuery = { keyword: Type.Optional(Type.String({ maxLength: TEACH_LIMITS.keywordMax })) };
