import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import type { StudentTagRef } from '@shared/students/tag-types.ts';

/** A student's tags as chips; a rule tag is marked as given by its rule. */
export function TagChips({ tags }: { tags: readonly StudentTagRef[] }) {
  const t = useStore($t);
  if (tags.length === 0) return null;
  return (
    <ul className="lc-tag-chips">
      {tags.map((tag) => (
        <li key={tag.id} className={`lc-tag-chip lc-tag-chip--${tag.kind}`} title={tag.kind === 'rule' ? t('students.detail.tags.rule') : undefined}>
          {tag.name}
        </li>
      ))}
    </ul>
  );
}
