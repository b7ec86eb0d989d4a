import { $guideSeen, $hasSession, $user, isChildAccount } from '@shared/session/session.ts';
import { fetchGuideStatus, postGuideDone, type GuideVariant } from './client.ts';

/**
 * Whether a guide dialog shows by itself, and recording that it was seen: once per account.
 *
 * Two copies of the flag. The browser's `_guide` (spec §3, kept 86400 s, spec §9) stands for the first-use
 * guide (`steps`) and spares a call on every dashboard visit; the server keeps one flag per account and
 * variant, so a guide finished on one device does not show again on another. The scenario demo has only the
 * server's flag: `_guide` is one boolean, and letting the demo set it would hide an unseen first-use guide
 * for a day. Staff (child) accounts never get a guide by themselves: it walks through the main account's
 * business (planets, withdrawals); they can still open it.
 */
/** guides closed on this page by the signed-in account: not shown again while their guide_done call is on its way */
const closedHere = new Set<GuideVariant>();
$user.listen(() => closedHere.clear());

export async function shouldShowGuide(variant: GuideVariant): Promise<boolean> {
  if (!$hasSession.get() || isChildAccount($user.get())) return false;
  if ((variant === 'steps' && $guideSeen.get()) || closedHere.has(variant)) return false;
  let status;
  try {
    status = await fetchGuideStatus();
  } catch {
    return false; // not knowing is no reason to show a guide a second time
  }
  if (status.steps) $guideSeen.set(true);
  return !status[variant];
}

/**
 * Records that the account finished or dismissed a guide, in the browser (steps) and on the server. Never
 * rejects: the API client has already shown what went wrong; false when the server did not take it.
 */
export async function markGuideDone(variant: GuideVariant): Promise<boolean> {
  if (variant === 'steps') $guideSeen.set(true);
  closedHere.add(variant);
  if (!$hasSession.get()) return false;
  try {
    await postGuideDone(variant);
    return true;
  } catch {
    return false;
  }
}
