/**
 * Rich text as courses store it (图文课 bodies, course details, lesson texts): an allow-list of formatting tags, links
 * that open apart from the page, and media from the teacher's own library referred to by material id only. A signed
 * media URL expires (media-tokens.ts), so the stored HTML never holds one: `presentRichHtml` puts fresh ones back
 * when the text is read. Everything goes through sanitize-html; no HTML is cut with regular expressions here.
 */
import sanitizeHtml, { type Attributes, type IFrame, type IOptions } from 'sanitize-html';

export type SanitizedRichHtml = { html: string; materialIds: number[] };

const MEDIA_TAGS = ['img', 'audio', 'video'];
const LINK_REL = 'noopener noreferrer nofollow';

/** A material id as an attribute carries it: a positive whole number, nothing else. */
function materialIdOf(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9][0-9]{0,15}$/.test(value.trim())) return undefined;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) ? id : undefined;
}

/** A media element as stored: no src, its material id normalised; without an id it keeps none (and is dropped). */
function storedMedia(tagName: string, attribs: Attributes) {
  const { src: _src, 'data-material-id': raw, ...rest } = attribs;
  const id = materialIdOf(raw);
  const kept: Attributes = tagName === 'img' ? rest : { controls: '' };
  return { tagName, attribs: id === undefined ? kept : { ...kept, 'data-material-id': String(id) } };
}

/** Whatever the teacher's link said about where it opens, it opens apart and passes nothing on. */
function link(tagName: string, attribs: Attributes) {
  return { tagName, attribs: { ...(attribs.href !== undefined ? { href: attribs.href } : {}), rel: LINK_REL, target: '_blank' } };
}

const BASE: IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'hr', 'a', ...MEDIA_TAGS],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['alt', 'data-material-id'],
    audio: ['controls', 'data-material-id'],
    video: ['controls', 'data-material-id'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // the content of these is never text to show (default: script, style, textarea, option)
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'iframe', 'object', 'xmp', 'noembed', 'noframes'],
  disallowedTagsMode: 'discard',
};

/** a frame the filters remove: a link that lost its href keeps its text; media without a material goes whole */
function dropped(frame: IFrame): boolean | 'excludeTag' {
  if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
  return MEDIA_TAGS.includes(frame.tag) && frame.attribs['data-material-id'] === undefined;
}

const SANITIZE: IOptions = {
  ...BASE,
  transformTags: { a: link, img: storedMedia, audio: storedMedia, video: storedMedia },
  exclusiveFilter: dropped,
};

/** The material ids of `clean` HTML (already sanitised: nothing is removed by now), in order of appearance. */
function materialIdsIn(clean: string): number[] {
  const ids = new Set<number>();
  const collect = (tagName: string, attribs: Attributes) => {
    const id = materialIdOf(attribs['data-material-id']);
    if (id !== undefined) ids.add(id);
    return { tagName, attribs };
  };
  sanitizeHtml(clean, { ...BASE, transformTags: { img: collect, audio: collect, video: collect } });
  return [...ids];
}

/**
 * What may be stored of a teacher's rich text, and the materials it shows. Media without a material of the
 * teacher's library is removed; nothing but formatting, links and media by id survives. A text without visible
 * words and without media (whitespace, the editor's empty `<p></p>`) is ''.
 */
export function sanitizeRichHtml(html: string): SanitizedRichHtml {
  const clean = sanitizeHtml(html, SANITIZE).trim();
  const materialIds = materialIdsIn(clean);
  if (materialIds.length === 0 && richTextLength(clean) === 0) return { html: '', materialIds: [] };
  return { html: clean, materialIds };
}

/**
 * Stored rich text as a reader gets it: every media element's src from `urlOf` (a fresh signed URL); one whose
 * material is gone (`urlOf` answers null) is left out. The stored text passes the allow-list again on the way out.
 */
export function presentRichHtml(stored: string, urlOf: (materialId: number) => string | null): string {
  const present = (tagName: string, attribs: Attributes) => {
    const { tagName: tag, attribs: kept } = storedMedia(tagName, attribs);
    const id = materialIdOf(kept['data-material-id']);
    const src = id === undefined ? null : urlOf(id);
    return { tagName: tag, attribs: src === null ? kept : { ...kept, src } };
  };
  return sanitizeHtml(stored, {
    ...BASE,
    allowedAttributes: { ...BASE.allowedAttributes, img: ['src', 'alt', 'data-material-id'], audio: ['src', 'controls', 'data-material-id'], video: ['src', 'controls', 'data-material-id'] },
    // a signed URL is relative to the API origin or absolute http(s)
    allowedSchemesByTag: { img: ['http', 'https'], audio: ['http', 'https'], video: ['http', 'https'] },
    transformTags: { a: link, img: present, audio: present, video: present },
    exclusiveFilter: (frame) => (MEDIA_TAGS.includes(frame.tag) && !frame.attribs.src ? true : dropped(frame)),
  });
}

/** the four escapes sanitize-html writes into text */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The length of the text a reader sees, for a max-length rule: tags and what never shows (scripts, styles) left
 * out, runs of white space counted as one, ends trimmed, characters counted as the shared text rules count them
 * (an emoji is one). The console counts the same way (console/kit/rich-text-field.tsx).
 */
export function richTextLength(html: string): number {
  const escaped = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: BASE.nonTextTags ?? [] });
  const text = escaped.replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity] ?? entity);
  return [...text.replace(/\s+/g, ' ').trim()].length;
}
