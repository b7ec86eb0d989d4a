import { t } from '@shared/i18n/i18n.ts';
import { MATERIAL_USER_KINDS } from './kinds.ts';
import type { MaterialUses } from './types.ts';

/** names shown in the question for a selection; the rest are counted, not listed */
const NAMES_SHOWN = 3;

/**
 * spec §5 '删除素材': the spec's question ('确认要删除这个素材吗？' / '确认要删除所选素材吗？') and, on a second line,
 * what goes: the material's name, or for a selection the count and the first few names. Plain text, never HTML.
 */
export function deleteQuestion(names: readonly string[], count = names.length): string {
  if (count === 1 && names.length === 1) return `${t('material.deleteOne')}\n${t('material.deleteName', { name: names[0]! })}`;
  const listed = names.slice(0, NAMES_SHOWN).join(t('material.nameSeparator'));
  const shown = count > NAMES_SHOWN || names.length < count ? t('material.deleteMore', { names: listed }) : listed;
  return `${t('material.deleteMany')}\n${t('material.deleteCount', { n: count, names: shown })}`;
}

/** what a material's users are, as the question names them: '2 门课程、1 位讲师' */
export function usersText(uses: MaterialUses['uses']): string {
  return MATERIAL_USER_KINDS.flatMap((kind) => (uses[kind] ? [t(`material.usedBy.${kind}`, { n: uses[kind] })] : [])).join(t('material.nameSeparator'));
}

/**
 * The second question, asked when something uses a material about to go: which records use it ('该素材正被
 * 2 门课程使用'), for a selection each used material on its own line (the first few), then whether to go on.
 */
export function inUseQuestion(used: readonly { name: string; uses: MaterialUses['uses'] }[], selected: number): string {
  if (selected === 1 && used.length === 1) return `${t('material.inUseOne', { users: usersText(used[0]!.uses) })}\n${t('material.inUseAfter')}`;
  const lines = used.slice(0, NAMES_SHOWN).map((item) => t('material.inUseLine', { name: item.name, users: usersText(item.uses) }));
  if (used.length > NAMES_SHOWN) lines.push(t('material.inUseMore', { n: used.length - NAMES_SHOWN }));
  return [t('material.inUseMany', { n: used.length }), ...lines, t('material.inUseAfter')].join('\n');
}
