/** Limits of the group-chat calls, checked by the console and the server alike. */
export const CHAT_LIMITS = {
  nameMax: 30,
  descriptionMax: 200,
  welcomeMax: 200,
  memberLimitMin: 2,
  memberLimitMax: 500,
  /** spec-like default of a Douyin fan group */
  memberLimitDefault: 500,
  keywordsMin: 1,
  keywordsMax: 10,
  keywordMax: 20,
  replyMax: 500,
  groupsPerRule: 50,
  messageMax: 500,
  keywordSearchMax: 50,
} as const;

/** A rule's keywords as typed: one a line (or separated by commas), trimmed, without repeats. */
export function keywordsOf(text: string): string[] {
  return [...new Set(text.split(/[\n,，]/).map((k) => k.trim()).filter(Boolean))];
}

/** Whether a rule's keyword answers a message: the whole message (exact) or a part of it (contains), case-insensitively. */
export function keywordMatches(keyword: string, match: 'exact' | 'contains', message: string): boolean {
  const k = keyword.trim().toLowerCase();
  const m = message.trim().toLowerCase();
  if (!k) return false;
  return match === 'exact' ? m === k : m.includes(k);
}
