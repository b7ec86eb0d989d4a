/** The limits of the teacher profile, checked by the console as the teacher types and by the server. */
export const PROFILE_LIMITS = {
  nameMax: 20,
  titleMax: 30,
  introMax: 500,
  /** 擅长领域, as typed: a few words separated by 、 */
  specialitiesMax: 60,
  /** the reviewer's reason of a rejection */
  reasonMax: 200,
} as const;

/** the pictures of one pictures field of an application */
export const PICTURES_MAX = 5;
