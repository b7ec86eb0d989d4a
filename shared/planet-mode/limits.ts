/** The limits of planet member mode's fields, shared by the request schemas (types.ts), the server and the forms. */
export const MODE_LIMITS = {
  titleMax: 60,
  placeMax: 200,
  descriptionMax: 2000,
  quotaMax: 100_000,
  durationMax: 24 * 60,
  categoryMax: 20,
  wikiContentMax: 20_000,
  noteMax: 500,
  groupNameMax: 40,
  groupMembersMax: 500,
  sectionsMax: 50,
  sectionTextMax: 10_000,
  replayDaysMax: 365,
  remindMinutesMax: 24 * 60,
} as const;
