/** The material library's fixed lists, apart from the schemas (types.ts), so a widget imports them without a schema library. */
export const MATERIAL_KINDS = ['picture', 'audio', 'video', 'document'] as const;

export const SORT_OPTIONS = ['name_asc', 'name_desc', 'size_asc', 'size_desc', 'time_asc', 'time_desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** The kinds of records that use materials (the server records each use, migration 028). */
export const MATERIAL_USER_KINDS = ['course', 'lesson', 'teacher', 'courseware', 'book', 'live', 'activity', 'planet', 'marketing_page', 'teacher_profile', 'certification'] as const;
