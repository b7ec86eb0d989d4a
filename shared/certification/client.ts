/** The certification calls (docs/api.md "Teacher profile and certification"), one function per call. */
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { CERTIFICATION_PATHS as PATHS } from './paths.ts';
import type { Application, ApplicationRow, ApplyKind, DraftInput, ProfileInput, TeacherProfile, TtScopeInput, TtScopeState } from './types.ts';

export const fetchProfile = async (): Promise<TeacherProfile> => dataOf(await api().get<TeacherProfile>(PATHS.profile));

export const saveProfile = async (input: ProfileInput): Promise<TeacherProfile> => dataOf(await api().postJson<TeacherProfile>(PATHS.profile, input));

export const fetchApplications = async (): Promise<ApplicationRow[]> => ((await api().get(PATHS.applyList)).rows ?? []) as ApplicationRow[];

export const fetchCurrentApplication = async (kind: ApplyKind): Promise<Application | null> => (await api().get<Application | null>(PATHS.applyCurrent, { kind })).data ?? null;

export const saveDraft = async (input: DraftInput): Promise<Application> => dataOf(await api().postJson<Application>(PATHS.applyDraft, input));

export const submitApplication = async (id: number): Promise<Application> => dataOf(await api().postJson<Application>(PATHS.applySubmit, { id }));

export const fetchTtScopes = async (): Promise<TtScopeState[]> => ((await api().get(PATHS.ttScope)).rows ?? []) as TtScopeState[];

export const saveTtScopes = async (input: TtScopeInput): Promise<TtScopeState[]> => ((await api().postJson(PATHS.ttScope, input)).rows ?? []) as TtScopeState[];
