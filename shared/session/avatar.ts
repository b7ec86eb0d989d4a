/**
 * spec §3 "Avatar rule": use avatar_url or avatar if it starts with http; otherwise build one from the id;
 * otherwise a default image. The built and default images are data: URLs, so no server call is needed.
 */
export type AvatarSource = {
  id?: number | string | null;
  nickname?: string | null;
  avatar?: string | null;
  avatar_url?: string | null;
};

export function avatarOf(user: AvatarSource | null | undefined): string {
  for (const candidate of [user?.avatar_url, user?.avatar]) {
    if (candidate && /^https?:\/\//i.test(candidate)) return candidate;
  }
  const id = user?.id;
  if (id !== undefined && id !== null && String(id) !== '') return avatarFromId(String(id), user?.nickname ?? undefined);
  return DEFAULT_AVATAR;
}

/** A round badge whose colour follows from the id; it shows the nickname's first letter, or the id's end. */
function avatarFromId(id: string, nickname?: string): string {
  const hue = hashOf(id) % 360;
  const label = (nickname?.trim() ? Array.from(nickname.trim())[0] : id.slice(-2)) ?? '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80">` +
    `<circle cx="40" cy="40" r="40" fill="hsl(${hue} 55% 48%)"/>` +
    `<text x="40" y="40" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="34" fill="#fff">` +
    `${escapeXml(label.toUpperCase())}</text></svg>`;
  return svgDataUrl(svg);
}

export const DEFAULT_AVATAR = svgDataUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80">` +
    `<circle cx="40" cy="40" r="40" fill="#c9cdd4"/><circle cx="40" cy="32" r="14" fill="#fff"/>` +
    `<path d="M14 68c4-14 14-20 26-20s22 6 26 20" fill="#fff"/></svg>`,
);

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** FNV-1a: small, stable across runs and machines. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
