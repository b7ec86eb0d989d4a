/**
 * Courseware (/teach/courseware): a document of the library handed out with lessons; its name and notes are shown to
 * students, so they pass the content check.
 */
import { defineResource } from '@shared/api/resource-definition.ts';
import { cleanText, Flag, Id, Seconds, Type, type Static } from '@shared/api/schema.ts';
import { keywordQuery } from './fields.ts';
import { TEACH_LIMITS } from './rules.ts';

export const CoursewareInput = Type.Object({
  name: cleanText(TEACH_LIMITS.coursewareNameMax),
  /** a document material of the account */
  document_id: Id,
  description: cleanText(TEACH_LIMITS.coursewareDescriptionMax, { default: '' }),
  /** 1: students may download the document, 0: read it online only */
  downloadable: Flag({ default: 0 }),
});
export type CoursewareInput = Static<typeof CoursewareInput>;

export const Courseware = Type.Object({
  id: Type.Integer(),
  ...CoursewareInput.properties,
  /** 0 once the document is deleted from the library */
  document_id: Type.Integer({ minimum: 0 }),
  /** the document's file name and size in bytes; '' and 0 once the document is deleted from the library */
  file_name: Type.String(),
  file_size: Type.Integer({ minimum: 0 }),
  /** signed URL of the document, '' once it is deleted */
  url: Type.String(),
  /** how many lessons hand it out */
  lesson_count: Type.Integer({ minimum: 0 }),
  created_at: Seconds,
  updated_at: Seconds,
});
export type Courseware = Static<typeof Courseware>;

export const courseware = defineResource({ base: '/api/v3/teach/courseware', record: Courseware, input: CoursewareInput, query: keywordQuery });
