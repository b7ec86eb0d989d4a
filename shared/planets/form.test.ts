import { describe, expect, it } from 'vitest';
import { EMPTY_PLANET_FORM, formatYuanInput, formToInput, parseYuan, planetFormProblems, planetToForm, secondClassesOf, type PlanetForm } from './form.ts';
import { DEFAULT_PLANET_SETTINGS } from './rules.ts';
import type { Planet } from './types.ts';

const valid: PlanetForm = {
  ...EMPTY_PLANET_FORM,
  title: ' 每日写作打卡 ',
  backgrounds: [{ id: 8, url: '/api/v3/media/file/8-f' }],
  price: '199.9',
  first_class: 1,
  second_class: 101,
};
const keys = (form: PlanetForm) => planetFormProblems(form).map((problem) => `${problem.field}:${problem.key}`);

describe('the planet form', () => {
  it('reads yuan as typed into fen, and shows fen as yuan', () => {
    expect(parseYuan('199')).toBe(19_900);
    expect(parseYuan(' 199.9 ')).toBe(19_990);
    expect(parseYuan('1,299.05')).toBe(129_905);
    expect(parseYuan('0')).toBe(0);
    for (const bad of ['', '-1', '1.234', '1e3', '¥5', '.5']) expect(parseYuan(bad), bad).toBeUndefined();
    expect(formatYuanInput(19_900)).toBe('199');
    expect(formatYuanInput(19_990)).toBe('199.90');
  });

  it('has no problem when filled in, and becomes the call body with trimmed texts and fen', () => {
    expect(planetFormProblems(valid)).toEqual([]);
    expect(formToInput(valid)).toEqual({
      title: '每日写作打卡',
      backgrounds: [8],
      introduce: '',
      price: 19_990,
      time_mode: 1,
      time_unit: 'year',
      time_value: 1,
      description: '',
      first_class: 1,
      second_class: 101,
      has_homepage: 0,
      homepage_id: 0,
    });
  });

  it('names each problem with its field, in the order of the form', () => {
    expect(keys({ ...EMPTY_PLANET_FORM, price: '1.234', time_value: '0', has_homepage: true })).toEqual([
      'title:planet.error.titleRequired',
      'backgrounds:planet.error.backgroundsRequired',
      'price:planet.error.priceInvalid',
      'time_value:planet.error.timeValueInvalid',
      'first_class:planet.error.classRequired',
      'homepage_id:planet.error.homepageRequired',
    ]);
    expect(keys({ ...valid, title: '星'.repeat(31), price: '100000' })).toEqual(['title:planet.error.titleTooLong', 'price:planet.error.priceTooHigh']);
    expect(keys({ ...valid, first_class: 2, second_class: 101 })).toEqual(['second_class:planet.error.classRequired']);
  });

  it('ignores the term of a planet that lasts forever', () => {
    const forever = { ...valid, time_mode: 2 as const, time_value: 'abc' };
    expect(planetFormProblems(forever)).toEqual([]);
    expect(formToInput(forever)).toMatchObject({ time_mode: 2, time_value: 1 });
  });

  it('fills the form from a stored planet', () => {
    const planet: Planet = {
      ...formToInput(valid),
      id: 3,
      backgrounds: valid.backgrounds,
      has_homepage: 1,
      homepage_id: 12,
      status: 1,
      audit_status: 2,
      audit_reason: '',
      member_count: 4,
      settings: DEFAULT_PLANET_SETTINGS,
      created_at: 1,
      updated_at: 1,
    };
    expect(planetToForm(planet)).toEqual({ ...valid, title: '每日写作打卡', price: '199.90', has_homepage: true, homepage_id: 12 });
  });

  it('offers the children of the chosen class', () => {
    expect(secondClassesOf(2).map((child) => child.id)).toEqual([201, 202, 203]);
    expect(secondClassesOf(undefined)).toEqual([]);
  });
});
