import type { ComponentType } from 'react';

/** A lazily loaded screen: each admin area is its own chunk. */
export type Screen = () => Promise<{ default: ComponentType }>;

// The route table (routes.ts) imports every screen, so a screen that asks which paths have one (the dashboard's
// shortcuts) asks here; routes.ts registers the answer as it loads, which keeps the imports free of cycles.
let screenExists: (path: string) => boolean = () => false;

export function registerScreenLookup(lookup: (path: string) => boolean): void {
  screenExists = lookup;
}

/** true when `path` shows a screen rather than the not-found page */
export function hasScreen(path: string): boolean {
  return screenExists(path);
}
