/** The limits and rules of the teaching records, checked by the console as the teacher types and by the server. */
export const TEACH_LIMITS = {
  teacherNameMax: 20,
  teacherTitleMax: 30,
  teacherIntroMax: 500,
  coursewareNameMax: 50,
  coursewareDescriptionMax: 200,
  bookTitleMax: 60,
  bookAuthorMax: 40,
  bookPublisherMax: 40,
  bookDescriptionMax: 500,
  /** fen: 99,999.99 元 */
  bookPriceMax: 9_999_999,
  /** courses one book is attached to */
  bookCoursesMax: 50,
  /** an ISBN as typed, with its hyphens and spaces */
  isbnTypedMax: 30,
  keywordMax: 50,
} as const;

/** what a teacher may type between the digits of an ISBN: spaces and hyphens (the IME's full-width one too) */
const ISBN_SEPARATORS = /[\s\u002D\u2010\u2011\u2012\u2013\uFF0D]/g;

/**
 * An ISBN as stored: '' for none, or its 13 digits ('978-7-5404-5992-5' → '9787540459925'); null when the text is no
 * ISBN-13 (13 digits starting 978 or 979, the last one the check digit of the twelve before it).
 */
export function normaliseIsbn(text: string): string | null {
  const digits = text.replace(ISBN_SEPARATORS, '');
  if (digits === '') return '';
  if (!/^97[89]\d{10}$/.test(digits)) return null;
  const sum = [...digits.slice(0, 12)].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === Number(digits[12]) ? digits : null;
}

/** 'badIsbn' when a typed ISBN is given but is no valid ISBN-13 (each side words it), else null. */
export function isbn13Problem(text: string): 'badIsbn' | null {
  return normaliseIsbn(text) === null ? 'badIsbn' : null;
}
