import type { ComponentType } from 'react';
import type { MaterialList as MaterialListStore, MaterialListMode, MaterialListStart, MaterialListState } from '@shared/materials/list-store.ts';
import type { Material, MaterialCategory, MaterialKind } from '@shared/materials/types.ts';

export type MaterialListProps = {
  kind: MaterialKind;
  mode?: MaterialListMode;
  /** the category shown; undefined or 0: every category */
  categoryId?: number;
  /** where the list opens (keyword, sort, page, dates, view); read once, when the list is made */
  start?: MaterialListStart;
  /** after every change of the list's state (a host picks what it keeps, e.g. shared/materials/library-state.ts) */
  onQueryChange?: (state: MaterialListState) => void;
  /** selector mode: the selection (across pages) after every change */
  onSelectionChange?: (items: Material[]) => void;
  multiple?: boolean;
  max?: number;
  /** audio and video, normal mode: 批量创建课程 with the selected items; without it the console's batch page opens */
  onBatchCreate?: (items: Material[]) => void;
  /** false: no 批量创建课程 here, in the footer or after an upload (default true for audio and video) */
  canCreateCourses?: boolean;
  /** the kind's categories, for the move dialog (the library passes the ones it shows) */
  categories?: readonly MaterialCategory[];
  /** after an upload, a rename, a move or a delete: category counts may have changed */
  onChanged?: () => void;
  /** where dialogs portal to (a widget passes its shadow root) */
  container?: Element | DocumentFragment;
  /** normal mode: moving and the console's batch page (material-list.tsx gives them; a selector has neither) */
  tools?: LibraryTools;
};

/** What to move: materials by id, or every material of the list's category (全部移动). */
export type MoveRequest = { ids: number[] } | { all: true };

/**
 * What the library's list adds in normal mode, kept out of this file so that the selectors, which never move
 * materials or open the batch page, do not download them: material-list.tsx binds them.
 */
export type LibraryTools = {
  /** the move dialog for `request` (closed while null); `onDone(true)` once the materials moved */
  MoveMaterials: ComponentType<{
    list: MaterialListStore;
    request: MoveRequest | null;
    kind: MaterialKind;
    /** the category shown: left out of the choices */
    categoryId?: number;
    categories?: readonly MaterialCategory[];
    container?: Element | DocumentFragment;
    onDone(moved: boolean): void;
  }>;
  /** opens the console's batch course page with these materials */
  openBatchPage(kind: 'audio' | 'video', items: Material[]): void;
};
