import type { Translate } from '@shared/i18n/i18n.ts';
import { madeCode } from '@shared/i18n/made-names.ts';
import { SYSTEM_CATEGORY_NAMES } from './rules.ts';
import type { MaterialCategory } from './types.ts';

/**
 * A category's name as a screen shows it: a category the server made, still under the name the server
 * gave it, in the reader's language; any other as stored, which is what the teacher typed.
 */
export function categoryLabel(category: Pick<MaterialCategory, 'name' | 'system_key'>, translate: Translate): string {
  const key = madeCode(SYSTEM_CATEGORY_NAMES, category.system_key, category.name);
  return key ? translate(`material.category.${key}`) : category.name;
}
