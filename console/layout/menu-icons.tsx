/** Line icons for the menu groups, by the module's `icon` name. */
const PATHS: Record<string, string> = {
  home: 'M3 10.5L12 3l9 7.5V21h-6v-6H9v6H3z',
  course: 'M4 5h11a3 3 0 013 3v11H7a3 3 0 01-3-3zM18 8h2v11',
  content: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  live: 'M3 7h13v10H3zM16 10l5-3v10l-5-3',
  teach: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6',
  material: 'M3 6h7l2 2h9v11H3z',
  channel: 'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  interaction: 'M4 5h16v10H9l-5 4z',
  marketing: 'M4 10v4l10 5V5zM14 8a4 4 0 010 8M4 14l2 6',
  order: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  aftersale: 'M4 12a8 8 0 0114-5l2-2v6h-6l2-2a5 5 0 10.5 6',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  data: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  funds: 'M3 7h18v12H3zM3 11h18M16 15h2',
  guide: 'M12 3a9 9 0 100 18 9 9 0 000-18zM10 9a2 2 0 114 0c0 2-2 2-2 4M12 17h.01',
  setting: 'M12 9a3 3 0 100 6 3 3 0 000-6zM19 12l2-1-2-4-2 .5-1.5-1L15 4h-6l-.5 2.5-1.5 1L5 7 3 11l2 1-2 1 2 4 2-.5 1.5 1L9 20h6l.5-2.5 1.5-1 2 .5 2-4z',
  planet: 'M12 7a5 5 0 100 10 5 5 0 000-10zM2 14c3 3 17-1 20-6',
  activity: 'M4 5h16v15H4zM4 9h16M9 3v4M15 3v4M8 13h3v3H8z',
  wiki: 'M4 4h7a2 2 0 012 2v14a2 2 0 00-2-2H4zM20 4h-7a2 2 0 00-2 2v14a2 2 0 012-2h7z',
  future: 'M12 3l2.5 6H21l-5 4 2 7-6-4-6 4 2-7-5-4h6.5z',
  vip: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
};

export function MenuIcon({ name }: { name: string }) {
  return (
    <svg className="lc-menu-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d={PATHS[name] ?? PATHS.content} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
