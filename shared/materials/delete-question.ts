import { t } from '@shared/i18n/i18n.ts';

/** names shown in the question for a selection; the rest are counted, not listed */
export const NAMES_SHOWN = 3;

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
