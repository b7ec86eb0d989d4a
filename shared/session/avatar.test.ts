import { expect, it } from 'vitest';
import { DEFAULT_AVATAR, avatarOf } from './avatar.ts';

it('prefers avatar_url, then avatar, when they start with http', () => {
  expect(avatarOf({ id: 1, avatar_url: 'https://cdn/a.png', avatar: 'http://cdn/b.png' })).toBe('https://cdn/a.png');
  expect(avatarOf({ id: 1, avatar_url: '/local.png', avatar: 'http://cdn/b.png' })).toBe('http://cdn/b.png');
});

it('builds a deterministic image from the id when there is no http avatar', () => {
  const built = avatarOf({ id: 42, avatar: 'uploads/x.png' });
  expect(built.startsWith('data:image/svg+xml')).toBe(true);
  expect(avatarOf({ id: 42 })).toBe(built);
  expect(avatarOf({ id: 43 })).not.toBe(built);
});

it('shows the nickname initial, escaped', () => {
  const svg = decodeURIComponent(avatarOf({ id: 5, nickname: '<b>王' }));
  expect(svg).toContain('&#60;</text>');
  expect(svg).not.toContain('<b>');
  expect(decodeURIComponent(avatarOf({ id: 5, nickname: '王老师' }))).toContain('>王</text>');
});

it('falls back to the default image without an id', () => {
  expect(avatarOf({ avatar: '' })).toBe(DEFAULT_AVATAR);
  expect(avatarOf(undefined)).toBe(DEFAULT_AVATAR);
  expect(avatarOf({ id: '' })).toBe(DEFAULT_AVATAR);
  expect(DEFAULT_AVATAR.startsWith('data:image/svg+xml')).toBe(true);
});
