/**
 * The certification forms as the console's form kit holds them, and the inputs for the server made from them: a
 * form holds a picture with its address to show it, the input only its id.
 */
import { APPLY_STEPS } from './apply-steps.ts';
import { TT_SCOPE_KEYS, type TtScopeKey } from './tt-scopes.ts';
import type { Application, ApplyData, ApplyKind, ApplyPicture, ProfileInput, TeacherProfile, TtScopeInput, TtScopeState } from './types.ts';

export type ProfileForm = Omit<ProfileInput, 'avatar_id'> & { avatar: ApplyPicture | null };

export function profileFormOf(profile: TeacherProfile): ProfileForm {
  const { name, title, intro, specialities } = profile;
  return { name, title, intro, specialities, avatar: profile.avatar_id ? { id: profile.avatar_id, url: profile.avatar_url } : null };
}

export const profileInputOf = ({ avatar, ...form }: ProfileForm): ProfileInput => ({ ...form, avatar_id: avatar?.id ?? 0 });

/** One step of an application as its form holds it: texts, and pictures with their addresses, by field key. */
export type ApplyForm = Record<string, string | ApplyPicture[]>;

/** The step's values of `application` (or empty ones): a picture deleted from the library since is left out. */
export function applyFormOf(kind: ApplyKind, step: number, application: Application | null): ApplyForm {
  const urls = new Map((application?.pictures ?? []).map((picture) => [picture.id, picture.url]));
  const form: ApplyForm = {};
  for (const field of APPLY_STEPS[kind][step]?.fields ?? []) {
    const value = application?.data[field.key];
    if (field.kind === 'pictures') {
      const ids = Array.isArray(value) ? value : [];
      form[field.key] = ids.flatMap((id) => (urls.has(id) ? [{ id, url: urls.get(id) ?? '' }] : []));
    } else {
      form[field.key] = typeof value === 'string' ? value : '';
    }
  }
  return form;
}

/** The step's values for the server. */
export function applyDataOf(form: ApplyForm): ApplyData {
  return Object.fromEntries(Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value : value.map((picture) => picture.id)]));
}

/** /setting/ttScope's form: each scope's switch (1 on). */
export type TtScopeForm = Record<TtScopeKey, number>;

export const ttScopeFormOf = (states: readonly TtScopeState[]): TtScopeForm =>
  Object.fromEntries(TT_SCOPE_KEYS.map((key) => [key, states.find((state) => state.scope === key)?.enabled ?? 0])) as TtScopeForm;

export const ttScopeInputOf = (form: TtScopeForm): TtScopeInput => ({ scopes: TT_SCOPE_KEYS.map((scope) => ({ scope, enabled: form[scope] === 1 ? 1 : 0 })) });
