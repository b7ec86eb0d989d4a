/** The limits of the students area, checked by the console as the teacher types and by the server. */
import { textProblem, type FieldProblem } from '@shared/form/field-rules.ts';

export const STUDENT_LIMITS = {
  /** the teacher's note on a student */
  noteMax: 200,
  /** a search keyword: a phone or part of a nickname */
  keywordMax: 40,
} as const;

/** the note's problem, if any: it may be empty (clearing it) */
export const noteProblem = (note: string): FieldProblem | undefined => textProblem(note, { max: STUDENT_LIMITS.noteMax });
