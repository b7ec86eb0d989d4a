/**
 * The help calls' records as schemas (the server validates and documents with them); the widget imports only their
 * types, through contract.ts, so its bundle carries no schema library.
 */
import { Type, type Static } from '@shared/api/schema.ts';
import { HELP_LIMITS } from './limits.ts';

export const HelpSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  views: Type.Integer(),
  /** search results: the part of the body around the keyword (or its beginning) */
  excerpt: Type.Optional(Type.String()),
});
export type HelpSummary = Static<typeof HelpSummary>;

export const HelpArticle = Type.Object({
  ...HelpSummary.properties,
  /** plain text; paragraphs are separated by line breaks */
  body: Type.String(),
});
export type HelpArticle = Static<typeof HelpArticle>;

/** a message for the assistant, with a way to reach the teacher and the page it was written on */
export const HelpContactInput = Type.Object({
  message: Type.String({ minLength: 1, maxLength: HELP_LIMITS.message }),
  contact: Type.Optional(Type.String({ maxLength: HELP_LIMITS.contact })),
  page: Type.Optional(Type.String({ maxLength: HELP_LIMITS.page })),
});
export type HelpContactInput = Static<typeof HelpContactInput>;

export const HelpContactReceipt = Type.Object({ id: Type.Integer(), created_at: Type.Integer() });
export type HelpContactReceipt = Static<typeof HelpContactReceipt>;

export const HelpContact = Type.Object({ ...HelpContactReceipt.properties, message: Type.String(), contact: Type.String(), page: Type.String() });
export type HelpContact = Static<typeof HelpContact>;
