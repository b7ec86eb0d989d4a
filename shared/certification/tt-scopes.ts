/**
 * The Douyin (tt) authorisation scopes of /setting/ttScope: what the teacher lets the platform's
 * short-video channel do with the Douyin account bound to it. The catalogue is ours (spec §2 names the page only);
 * `user_info` is what binding the account needs, so it cannot be switched off.
 */
export const TT_SCOPES = [
  { key: 'user_info', required: true },
  { key: 'video.create', required: false },
  { key: 'video.data', required: false },
  { key: 'fans.data', required: false },
  { key: 'im.group', required: false },
] as const;

export type TtScopeKey = (typeof TT_SCOPES)[number]['key'];

export const TT_SCOPE_KEYS: readonly TtScopeKey[] = TT_SCOPES.map((scope) => scope.key);

export const isRequiredScope = (key: TtScopeKey): boolean => TT_SCOPES.some((scope) => scope.key === key && scope.required);
