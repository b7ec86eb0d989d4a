import { describe, expect, it } from 'vitest';

/**
 * English labels are in sentence case. A label-like text (a button, a tab, a title: a few words, no
 * sentence punctuation) starts with a capital letter: 'Mark all read', 'Next step 1/5'. Longer messages keep the
 * spec's words (DESIGN.md "Language"). These few stay lower case, each for the reason given.
 */
const LOWER_CASE_ALLOWED: Record<string, string> = {
  'material.dateTo': 'a word between the two dates of a range picker: “1 May to 7 May”',
  'planet.funds.balance.rangeTo': 'a word between the two dates of a range picker',
  'planet.programs.rangeSeparator': 'a word between two dates: “2026-01-01 to 2026-01-31”',
  'kit.period.separator': 'a word between the two dates of a statistics page’s period',
  'students.spend.to': 'a word between the two amounts of a spend range: “100 to 500”',
  'planet.unit.day': 'a unit after a figure: “30 day(s)”',
  'planet.unit.month': 'a unit after a figure',
  'planet.unit.year': 'a unit after a figure',
  'network.rtt': 'the second half of “Current speed 0.4 Mb/s · latency 600 ms”',
  'network.offline': 'a spec message (spec §8 banner), verbatim',
  'network.timeout': 'a spec message (the API client’s), verbatim',
  'common.operationCancelled': 'a spec message (spec §8 confirm texts), verbatim',
  'oplog.change.nickname': 'a clause inside a summary, after a colon: “Edited staff account “Zhou”: nickname changed to “Li””',
  'oplog.change.role': 'a clause inside a summary, after a colon or a comma',
  'oplog.change.password': 'a clause inside a summary, after a colon or a comma',
};

type Catalogue = Record<string, string>;
const modules = import.meta.glob<Record<string, Catalogue>>(['./**/en.ts', './**/*-en.ts', '../*/texts-en.ts'], { eager: true });
const catalogues = Object.entries(modules).map(([file, exports]) => ({ file, texts: Object.assign({}, ...Object.values(exports)) as Catalogue }));
const everyText: Catalogue = Object.assign({}, ...catalogues.map((catalogue) => catalogue.texts));

/** the letter a text starts with, past opening quotes and brackets; none when it starts with a figure or a {placeholder} */
function firstLetter(text: string): string | undefined {
  return /^[\s"'“‘(‹]*(\p{L})/u.exec(text)?.[1];
}

/** a button, tab, title or label: at most four words and no sentence punctuation */
function isLabelLike(text: string): boolean {
  return text.trim().split(/\s+/).length <= 4 && !/[,;:.?!。，]/.test(text);
}

const startsLowerCase = (text: string) => {
  const letter = firstLetter(text);
  return letter !== undefined && letter !== letter.toUpperCase();
};

describe('the English catalogues', () => {
  it('are all read (shared/i18n/**/en.ts, *-en.ts and shared/*/texts-en.ts)', () => {
    const files = catalogues.map((catalogue) => catalogue.file);
    expect(files).toEqual(expect.arrayContaining(['./en.ts', './console-en.ts', './notifications/en.ts', './guide/en.ts', '../planet-members/texts-en.ts']));
    expect(catalogues.length).toBeGreaterThanOrEqual(15);
  });

  it('start every label-like text with a capital letter (sentence case), but for the listed ones', () => {
    const lowerCase = Object.entries(everyText)
      .filter(([key, text]) => isLabelLike(text) && startsLowerCase(text) && !(key in LOWER_CASE_ALLOWED))
      .map(([key, text]) => `${key}: ${text}`);
    expect(lowerCase).toEqual([]);
  });

  it('tell labels from messages and see past quotes and placeholders', () => {
    expect(['mark all read', 'all', 'next step {n}/{total}', 'confirm logout', '(none)'].filter((text) => isLabelLike(text) && startsLowerCase(text))).toHaveLength(5);
    expect(['{n} unread', '“{name}”', 'e.g. Daily writing', 'network weak, some functions may be limited'].filter((text) => isLabelLike(text) && startsLowerCase(text))).toEqual([]);
  });

  it('allow lower case only for keys that exist and are label-like lower case', () => {
    for (const key of Object.keys(LOWER_CASE_ALLOWED)) {
      const text = everyText[key] ?? '';
      expect(isLabelLike(text) && startsLowerCase(text), `${key}: ${text}`).toBe(true);
    }
  });
});
