import { isApiError } from '@shared/api/errors.ts';
import { askConfirm, showToast } from '@shared/feedback.ts';
import { t } from '@shared/i18n/i18n.ts';
import { findUses } from './client.ts';
import { inUseQuestion } from './delete-question.ts';
import type { MaterialUses } from './types.ts';

/**
 * Before materials are deleted, asks the server what uses them and, when something does, names it and
 * asks again. False when they should stay: the teacher said so, or the answer could not be read (a network failure
 * the client has already reported; a failure answer is reported here).
 */
export async function confirmDespiteUses(ids: readonly number[], nameOf: (id: number) => string | undefined): Promise<boolean> {
  let used: MaterialUses[];
  try {
    used = await findUses(ids);
  } catch (error) {
    if (isApiError(error) && error.kind === 'fail') showToast(t('common.failed'), { kind: 'error' });
    return false;
  }
  if (used.length === 0) return true;
  const named = used.map((item) => ({ name: nameOf(item.id) ?? `#${item.id}`, uses: item.uses }));
  return askConfirm({ title: t('material.inUseTitle'), message: inUseQuestion(named, ids.length), confirmText: t('material.deleteAnyway'), danger: true });
}
