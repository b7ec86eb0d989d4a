import type { MessageKey, MessageParams } from '@shared/i18n/i18n.ts';
import { PLANET_CLASSES, isPlanetClassPair } from './classes.ts';
import { PLANET_LIMITS } from './limits.ts';
import type { Planet, PlanetBackground, PlanetInput, PlanetTimeMode, PlanetTimeUnit } from './types.ts';

/** The planet form as the teacher types it: price in yuan and the term as text, classes possibly unchosen. */
export type PlanetForm = {
  title: string;
  backgrounds: PlanetBackground[];
  introduce: string;
  /** yuan, as typed */
  price: string;
  time_mode: PlanetTimeMode;
  time_unit: PlanetTimeUnit;
  /** as typed */
  time_value: string;
  description: string;
  first_class: number | undefined;
  second_class: number | undefined;
  has_homepage: boolean;
  homepage_id: number | undefined;
};

export type PlanetFormField = keyof PlanetForm;
export type PlanetFormProblem = { field: PlanetFormField; key: MessageKey; params?: MessageParams };

export const EMPTY_PLANET_FORM: PlanetForm = {
  title: '',
  backgrounds: [],
  introduce: '',
  price: '0',
  time_mode: 1,
  time_unit: 'year',
  time_value: '1',
  description: '',
  first_class: undefined,
  second_class: undefined,
  has_homepage: false,
  homepage_id: undefined,
};

/** Fen from a yuan amount as typed ('199', '199.9', '1,299.00'); undefined when it is no amount of at most two decimals. */
export function parseYuan(text: string): number | undefined {
  const plain = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  const [whole, cents = ''] = plain.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** Fen as the form shows them: '199', '199.90'. */
export function formatYuanInput(fen: number): string {
  return fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2);
}

export function planetToForm(planet: Planet): PlanetForm {
  return {
    title: planet.title,
    backgrounds: planet.backgrounds,
    introduce: planet.introduce,
    price: formatYuanInput(planet.price),
    time_mode: planet.time_mode,
    time_unit: planet.time_unit,
    time_value: String(planet.time_value),
    description: planet.description,
    first_class: planet.first_class || undefined,
    second_class: planet.second_class || undefined,
    has_homepage: planet.has_homepage === 1,
    homepage_id: planet.homepage_id || undefined,
  };
}

const length = (text: string) => [...text.trim()].length;

/** Every problem of the form, in the order of its fields. */
export function planetFormProblems(form: PlanetForm): PlanetFormProblem[] {
  const problems: PlanetFormProblem[] = [];
  const add = (field: PlanetFormField, key: MessageKey, params?: MessageParams) => problems.push({ field, key, ...(params ? { params } : {}) });
  if (length(form.title) === 0) add('title', 'planet.error.titleRequired');
  else if (length(form.title) > PLANET_LIMITS.titleMax) add('title', 'planet.error.titleTooLong', { n: PLANET_LIMITS.titleMax });
  if (form.backgrounds.length === 0) add('backgrounds', 'planet.error.backgroundsRequired');
  else if (form.backgrounds.length > PLANET_LIMITS.backgroundsMax) add('backgrounds', 'planet.error.backgroundsTooMany', { n: PLANET_LIMITS.backgroundsMax });
  if (length(form.introduce) > PLANET_LIMITS.introduceMax) add('introduce', 'planet.error.introduceTooLong', { n: PLANET_LIMITS.introduceMax });
  const price = parseYuan(form.price);
  if (price === undefined) add('price', 'planet.error.priceInvalid');
  else if (price > PLANET_LIMITS.priceMax) add('price', 'planet.error.priceTooHigh', { max: formatYuanInput(PLANET_LIMITS.priceMax) });
  if (form.time_mode === 1) {
    const value = Number(form.time_value.trim());
    if (!/^\d+$/.test(form.time_value.trim()) || value < 1 || value > PLANET_LIMITS.timeValueMax) {
      add('time_value', 'planet.error.timeValueInvalid', { n: PLANET_LIMITS.timeValueMax });
    }
  }
  if (length(form.description) > PLANET_LIMITS.descriptionMax) add('description', 'planet.error.descriptionTooLong', { n: PLANET_LIMITS.descriptionMax });
  if (form.first_class === undefined || form.second_class === undefined || !isPlanetClassPair(form.first_class, form.second_class)) {
    add(form.first_class === undefined ? 'first_class' : 'second_class', 'planet.error.classRequired');
  }
  if (form.has_homepage && form.homepage_id === undefined) add('homepage_id', 'planet.error.homepageRequired');
  return problems;
}

/** The call's body from a form without problems. */
export function formToInput(form: PlanetForm): PlanetInput {
  return {
    title: form.title.trim(),
    backgrounds: form.backgrounds.map((background) => background.id),
    introduce: form.introduce.trim(),
    price: parseYuan(form.price) ?? 0,
    time_mode: form.time_mode,
    time_unit: form.time_unit,
    time_value: form.time_mode === 1 ? Number(form.time_value.trim()) : 1,
    description: form.description.trim(),
    first_class: form.first_class ?? 0,
    second_class: form.second_class ?? 0,
    has_homepage: form.has_homepage ? 1 : 0,
    homepage_id: form.has_homepage ? (form.homepage_id ?? 0) : 0,
  };
}

/** The children of a top-level class, for the second select. */
export function secondClassesOf(first: number | undefined) {
  return PLANET_CLASSES.find((parent) => parent.id === first)?.children ?? [];
}
