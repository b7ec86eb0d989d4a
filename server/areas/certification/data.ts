/** An application's values as stored (JSON text) and read back; anything unreadable reads as nothing. */
import type { ApplyData } from '@shared/certification/types.ts';

export function parseData(text: string): ApplyData {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: ApplyData = {};
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof value === 'string') out[key] = value;
      else if (Array.isArray(value)) out[key] = value.filter((id): id is number => typeof id === 'number');
    }
    return out;
  } catch {
    return {};
  }
}
