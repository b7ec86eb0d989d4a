import { useEffect, useRef, useState } from 'react';
import { fetchCanUpload } from '@shared/materials/client.ts';
import { $materialsAdded } from '@shared/materials/changes.ts';
import type { MaterialList, MaterialListState } from '@shared/materials/list-store.ts';
import type { Material, MaterialKind } from '@shared/materials/types.ts';

type Links = {
  kind: MaterialKind;
  categoryId: number | undefined;
  onSelectionChange?: (items: Material[]) => void;
  onQueryChange?: (state: MaterialListState) => void;
  /** after a change anywhere that may move the category counts */
  onChanged: () => void;
};

/**
 * What ties a list to the world around it: the category chosen beside it, the upload permission, the parent told
 * of the selection and of the list's state, uploads made anywhere on the page. Answers whether uploads are allowed.
 */
export function useListLinks(list: MaterialList, state: MaterialListState, links: Links): boolean {
  const { kind, categoryId } = links;
  const [canUpload, setCanUpload] = useState(true);
  const latest = useRef(links);
  latest.current = links;

  // spec §4 List behaviour: a new category goes back to page 1 (the store does that)
  const appliedCategory = useRef(categoryId);
  useEffect(() => {
    if (appliedCategory.current === categoryId) return;
    appliedCategory.current = categoryId;
    void list.setCategory(categoryId);
  }, [list, categoryId]);

  // spec §5: without upload permission the upload button becomes the quota-limit prompt
  useEffect(() => {
    let live = true;
    fetchCanUpload().then(
      (answer) => live && setCanUpload(answer.canUpload),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  // selector mode: the parent gets the selection after every change
  const lastSelection = useRef(state.selectedIds);
  useEffect(() => {
    if (lastSelection.current === state.selectedIds) return;
    lastSelection.current = state.selectedIds;
    latest.current.onSelectionChange?.(list.selectedItems());
  }, [list, state.selectedIds]);

  useEffect(() => list.$state.listen((next) => latest.current.onQueryChange?.(next)), [list]);

  // an upload anywhere on the page (this list's dialog, or an uploader element beside it) reloads the list
  useEffect(
    () =>
      $materialsAdded.listen((added) => {
        if (added?.kind !== kind) return;
        void list.load();
        latest.current.onChanged();
      }),
    [list, kind],
  );
  // A shown row that finished processing (or one that may be arriving in a load under way) shows its new state.
  // The account's event stream loads after the list: nothing of it is on screen (docs/decisions.md "Material library").
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void import('@shared/materials/processed-stream.ts').then(
      ({ onMaterialProcessed }) => {
        if (!live) return;
        stop = onMaterialProcessed((processed) => {
          if (processed.kind !== kind) return;
          const { rows, loading } = list.$state.get();
          if (loading || rows.some((row) => row.id === processed.id)) void list.load();
        });
      },
      // offline at first use: the list stays as it is until its next load
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [list, kind]);
  return canUpload;
}
