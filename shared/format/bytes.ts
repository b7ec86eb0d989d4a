const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Bytes as B/KB/MB/GB (1024 steps) with up to two decimals, trailing zeros trimmed: 1572864 → '1.5 MB'; '-' for what is no size. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-';
  let value = bytes;
  let unit = 0;
  // compare the rounded value, so that 1048575 B reads '1 MB' and not '1024 KB'
  while (Number(value.toFixed(2)) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(2))} ${UNITS[unit]}`;
}
