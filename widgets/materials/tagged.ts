import type { Material, MaterialKind } from '@shared/materials/types.ts';

/** A chosen material with its source type (spec §2: each selected item is tagged with its source type). */
export type TaggedMaterial = Material & { source_type: MaterialKind };

export function tagged(items: readonly Material[], kind: MaterialKind): TaggedMaterial[] {
  return items.map((item) => ({ ...item, source_type: kind }));
}
