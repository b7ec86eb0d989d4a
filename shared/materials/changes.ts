import { atom } from 'nanostores';
import type { MaterialKind } from './types.ts';

export type MaterialsAdded = { kind: MaterialKind; serial: number };

/**
 * Materials of a kind were added on this page (an upload finished). Every list of that kind reloads, also
 * one in another widget: a `<lectern-uploader>` beside a `<lectern-material-library>`.
 */
export const $materialsAdded = atom<MaterialsAdded | undefined>(undefined);

let serial = 0;

export function announceMaterialsAdded(kind: MaterialKind): void {
  serial += 1;
  $materialsAdded.set({ kind, serial });
}
