/**
 * What the console's screen kit knows of the certification area: the profile, the applications and the
 * Douyin scopes. Every answer is under the name `certification`: a review or a new application changes the
 * profile's labels and the list together.
 */
import type { RecordResource } from '@shared/api/record-resource.ts';
import type { RecordSource } from '@shared/api/record-source.ts';
import * as api from './client.ts';
import { applyDataOf, profileFormOf, profileInputOf, type ApplyForm, type ProfileForm } from './forms.ts';
import type { Application, ApplicationRow, ApplyKind, TeacherProfile, TtScopeInput, TtScopeState } from './types.ts';

export const CERTIFICATION = 'certification';

/** the profile as /setting/teacher/information edits it */
export const profileResource: RecordResource<ProfileForm> = {
  name: `${CERTIFICATION}/profile`,
  read: async () => profileFormOf(await api.fetchProfile()),
  save: (form) => api.saveProfile(profileInputOf(form)),
};

/** the profile as students see it, with its labels (refreshed by a save of the form above) */
export const profileView: RecordSource<TeacherProfile, object> = { name: `${CERTIFICATION}/profile/view`, read: () => api.fetchProfile() };

export const applicationsRecord: RecordSource<ApplicationRow[], object> = { name: `${CERTIFICATION}/applications`, read: () => api.fetchApplications() };

/** the application a kind's form shows: the open one, else the last approved */
export const currentApplication: RecordSource<Application | null, { kind: ApplyKind }> = {
  name: `${CERTIFICATION}/applications/current`,
  read: (q) => api.fetchCurrentApplication(q.kind),
};

export const applyWrites = {
  saveStep: (kind: ApplyKind, step: number, form: ApplyForm) => api.saveDraft({ kind, step, data: applyDataOf(form) }),
  submit: (id: number) => api.submitApplication(id),
};

export const ttScopesRecord: RecordSource<TtScopeState[], object> = { name: `${CERTIFICATION}/tt-scopes`, read: () => api.fetchTtScopes() };

export const saveTtScopes = (input: TtScopeInput) => api.saveTtScopes(input);
