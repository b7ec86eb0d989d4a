import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { showToast } from '@shared/feedback.ts';
import {
  canBatchCreateCourses,
  createMaterialList,
  isDeletableKind,
  type MaterialList as MaterialListStore,
} from '@shared/materials/list-store.ts';
import { baseNameRange } from '@shared/materials/rules.ts';
import type { Material } from '@shared/materials/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { onDemand } from '@widgets/ui/on-demand/on-demand.ts';
import { Table } from '@widgets/ui/table/table.tsx';
import { useOwnedStore } from '../use-owned-store.ts';
import { useListLinks } from './use-list-links.ts';
import { MaterialGrid } from './material-grid.tsx';
import { materialColumns } from './material-columns.tsx';
import { ListFooter } from './list-footer.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import type { MaterialActions } from './row-actions.tsx';
import type { MaterialListProps, MoveRequest } from './list-types.ts';
import './material-list.css';

export type { LibraryTools, MaterialListProps, MoveRequest } from './list-types.ts';

// what opens later loads when it first opens: the upload dialog with its queue and tus, rename, the viewer, the player
const useUploadDialog = onDemand(() => import('../upload-dialog/upload-dialog.tsx'));
const usePromptDialog = onDemand(() => import('@widgets/ui/prompt-dialog/prompt-dialog.tsx'));
const useImageViewer = onDemand(() => import('@widgets/ui/image-viewer/image-viewer.tsx'));
const useVideoPreview = onDemand(() => import('../video-preview/video-preview.tsx'));

/**
 * spec §2 "Material list view": header (upload, upload-time range, keyword), info bar (total, sort),
 * body (table; pictures also a card grid), footer (selected n/m, pager, batch actions in normal mode).
 * Owns its list store; `MaterialListView` renders a store made elsewhere (the general selector keeps one per tab).
 */
export function MaterialList(props: MaterialListProps) {
  const { kind, mode = 'normal', multiple, max, categoryId, start } = props;
  const list = useOwnedStore(() => {
    const store = createMaterialList(kind, { mode, categoryId, multiple, max, start });
    void store.load();
    return store;
  }, [kind, mode, multiple, max]);
  if (!list) return <div className="lc-material-list" aria-busy="true" />;
  return <MaterialListView {...props} list={list} />;
}

export type MaterialListViewProps = MaterialListProps & { list: MaterialListStore };

export function MaterialListView(props: MaterialListViewProps) {
  const { list, kind, mode = 'normal', categoryId, container } = props;
  const MoveMaterials = props.tools?.MoveMaterials;
  const t = useStore($t);
  const state = useStore(list.$state);
  const normal = mode === 'normal';
  const [uploading, setUploading] = useState(false);
  const [renaming, setRenaming] = useState<Material | null>(null);
  const [moving, setMoving] = useState<MoveRequest | null>(null);
  const [viewing, setViewing] = useState(-1);
  const [playing, setPlaying] = useState<Material | null>(null);
  const upload = useUploadDialog(uploading, () => setUploading(false));
  const prompt = usePromptDialog(renaming !== null, () => setRenaming(null));
  const viewer = useImageViewer(viewing >= 0, () => setViewing(-1));
  const preview = useVideoPreview(playing !== null, () => setPlaying(null));

  const changed = () => props.onChanged?.();
  const canUpload = useListLinks(list, state, { ...props, categoryId, onChanged: changed });
  const selectedSet = new Set(state.selectedIds);
  const selectedCount = state.selectedIds.length;
  const pictures = state.rows.filter((row) => row.target_type === 'picture' && row.url);
  const deletable = isDeletableKind(kind);
  const batchCreatable = canBatchCreateCourses(kind) && props.canCreateCourses !== false;

  // spec §5: the store asks '删除素材' first (one text for a row, another for the selection)
  const remove = async (ids: number[]) => {
    if (await list.remove(ids)) changed();
  };

  const toggle = (id: number) => {
    if (!list.toggle(id) && state.max !== undefined && selectedCount >= state.max) {
      showToast(t('material.maxReached', { max: state.max }), { kind: 'warning' });
    }
  };
  const setAllOnPage = (on: boolean) => {
    if (!list.setAllOnPage(on) && state.max !== undefined) showToast(t('material.maxReached', { max: state.max }), { kind: 'warning' });
  };

  const actions: MaterialActions = {
    open: (material) => {
      if (material.target_type === 'picture') setViewing(pictures.findIndex((row) => row.id === material.id));
      else if (material.target_type === 'video' && material.video_id) setPlaying(material);
    },
    ...(normal
      ? {
          edit: (material: Material) => setRenaming(material),
          ...(MoveMaterials ? { move: (material: Material) => setMoving({ ids: [material.id] }) } : {}),
          ...(deletable ? { remove: (material: Material) => void remove([material.id]) } : {}),
        }
      : {}),
  };

  const batchCreate = (items: Material[] = list.selectedItems()) => {
    if (props.onBatchCreate) props.onBatchCreate(items);
    else if (canBatchCreateCourses(kind)) props.tools?.openBatchPage(kind, items);
  };

  // after an upload: the new materials as the reloaded page shows them (items filtered out of the page are left out)
  const batchCreateUploaded = async (ids: readonly number[]) => {
    setUploading(false);
    await list.load();
    const rows = list.$state.get().rows.filter((row) => ids.includes(row.id));
    if (rows.length > 0) batchCreate(rows);
  };

  const empty = state.error ? (
    <div className="lc-material-list__error" role="alert">
      <strong>{t('material.loadFailed')}</strong>
      {state.error && <span className="lc-material-list__error-detail">{state.error}</span>}
      <Button onClick={() => void list.load()}>{t('common.retry')}</Button>
    </div>
  ) : state.loading ? (
    <span role="status">{t('common.loading')}</span>
  ) : (
    t('common.empty')
  );
  const showGrid = kind === 'picture' && state.view === 'grid';

  return (
    <div className={`lc-material-list lc-material-list--${mode}`}>
      <ListToolbar list={list} state={state} canUpload={canUpload} onUpload={() => setUploading(true)} t={t} />

      <div className="lc-material-list__body" aria-busy={state.loading || undefined}>
        {showGrid && state.rows.length > 0 ? (
          <MaterialGrid
            rows={state.rows}
            isSelected={(row) => selectedSet.has(row.id)}
            onToggle={(row) => toggle(row.id)}
            actions={actions}
            label={t('material.tab.picture')}
            t={t}
          />
        ) : showGrid ? (
          <div className="lc-material-list__empty">{empty}</div>
        ) : (
          <Table
            label={t(`material.tab.${kind}`)}
            columns={materialColumns(kind, t, actions)}
            rows={state.rows}
            rowKey={(row) => row.id}
            busy={state.loading}
            empty={empty}
            selection={{
              isSelected: (row) => selectedSet.has(row.id),
              onToggle: (row) => toggle(row.id),
              onToggleAll: state.multiple ? setAllOnPage : undefined,
              allLabel: t('material.selectPage'),
              rowLabel: (row) => row.file_name,
            }}
          />
        )}
        {state.loading && state.rows.length > 0 && <div className="lc-material-list__loading" role="status">{t('common.loading')}</div>}
      </div>

      <ListFooter
        list={list}
        state={state}
        pageCheckbox={showGrid && state.multiple}
        onSetAllOnPage={setAllOnPage}
        batch={
          normal
            ? {
                canMoveAll: !!categoryId,
                ...(MoveMaterials ? { onMove: () => setMoving({ ids: [...state.selectedIds] }), onMoveAll: () => setMoving({ all: true }) } : {}),
                onDelete: () => void remove([...state.selectedIds]),
                ...(batchCreatable ? { onCreateCourses: () => batchCreate() } : {}),
              }
            : undefined
        }
        t={t}
      />

      <>
        {uploading && upload ? (
          <upload.UploadDialog
            kind={kind}
            categoryId={categoryId ?? 0}
            open
            onClose={() => setUploading(false)}
            // the dialog announces the new materials; every list of this kind reloads (see the effect above)
            onUploaded={() => undefined}
            onBatchCreate={batchCreatable ? (ids) => void batchCreateUploaded(ids) : undefined}
            container={container}
          />
        ) : null}
        {prompt && (
          <prompt.PromptDialog
            open={renaming !== null}
            title={t('material.editTitle')}
            label={t('material.renamePrompt')}
            initialValue={renaming?.file_name ?? ''}
            selectRange={baseNameRange}
            emptyMessage={t('material.nameRequired')}
            confirmText={t('common.confirm')}
            cancelText={t('common.cancel')}
            container={container}
            onCancel={() => setRenaming(null)}
            onConfirm={async (name) => {
              if (!renaming) return;
              if (await list.rename(renaming.id, name)) setRenaming(null);
            }}
          />
        )}
        {MoveMaterials && (
          <MoveMaterials
            list={list}
            request={moving}
            kind={kind}
            categoryId={categoryId}
            categories={props.categories}
            container={container}
            onDone={(moved) => {
              setMoving(null);
              if (moved) changed();
            }}
          />
        )}
        {viewer && (
          <viewer.ImageViewer
            images={pictures.map((row) => ({ src: row.url ?? '', alt: row.file_name, name: row.file_name }))}
            index={viewing}
            onIndexChange={setViewing}
            onClose={() => setViewing(-1)}
            labels={{ close: t('common.close'), prev: t('viewer.prev'), next: t('viewer.next') }}
            container={container}
          />
        )}
        {preview && <preview.VideoPreview video={playing} onClose={() => setPlaying(null)} container={container} />}
      </>
    </div>
  );
}
