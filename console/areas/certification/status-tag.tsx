import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import type { ApplyStatus } from '@shared/certification/types.ts';

/** An application's state as a small coloured label: 草稿, 审核中, 已通过, 已驳回. */
export function StatusTag({ status }: { status: ApplyStatus }) {
  const t = useStore($t);
  return <span className={`lc-cert-tag lc-cert-tag--${status}`}>{t(`certification.status.${status}`)}</span>;
}
