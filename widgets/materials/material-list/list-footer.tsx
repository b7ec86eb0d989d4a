import type { Translate } from '@shared/i18n/i18n.ts';
import { isDeletableKind, type MaterialList as MaterialListStore, type MaterialListState } from '@shared/materials/list-store.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';

type Props = {
  list: MaterialListStore;
  state: MaterialListState;
  /** the card grid has no header checkbox: the footer offers one */
  pageCheckbox: boolean;
  onSetAllOnPage: (on: boolean) => void;
  /** normal mode only: the batch actions */
  batch?: {
    /** '全部移动' needs a category to move from */
    canMoveAll: boolean;
    /** without them, no move buttons */
    onMove?: () => void;
    onMoveAll?: () => void;
    onDelete: () => void;
    onCreateCourses?: () => void;
  };
  t: Translate;
};

/**
 * spec §2 footer: 'selected n/m' (n selected, m rows on the page) and the pager; in normal mode 批量移动 and
 * 全部移动, 批量删除 for pictures and documents, 批量创建课程 for audio and video where given (spec §5: disabled with
 * nothing selected).
 */
export function ListFooter({ list, state, pageCheckbox, onSetAllOnPage, batch, t }: Props) {
  const selected = new Set(state.selectedIds);
  const none = state.selectedIds.length === 0;
  return (
    <div className="lc-material-list__footer">
      <div className="lc-material-list__batch">
        {pageCheckbox && (
          <label className="lc-material-list__page-check">
            <input
              type="checkbox"
              checked={state.rows.length > 0 && state.rows.every((row) => selected.has(row.id))}
              disabled={state.rows.length === 0}
              onChange={(event) => onSetAllOnPage(event.target.checked)}
            />
            {t('material.selectPage')}
          </label>
        )}
        {/* in a selector the dialog announces its own '已选 n'; announcing both would say it twice */}
        <span className="lc-material-list__count" aria-live={batch ? 'polite' : undefined}>
          {t('material.selectedOf', { n: state.selectedIds.length, m: state.rows.length })}
        </span>
        {batch && (
          <>
            {batch.onMove && <Button disabled={none} onClick={batch.onMove}>{t('material.batchMove')}</Button>}
            {batch.onMoveAll && (
              <Button disabled={!batch.canMoveAll || state.totalCount === 0} onClick={batch.onMoveAll}>{t('material.moveAll')}</Button>
            )}
            {isDeletableKind(state.kind) && (
              <Button variant="danger" disabled={none} onClick={batch.onDelete}>{t('material.batchDelete')}</Button>
            )}
            {batch.onCreateCourses && (
              <Button variant="primary" disabled={none} onClick={batch.onCreateCourses}>{t('material.batchCreateCourse')}</Button>
            )}
          </>
        )}
      </div>
      <Pager
        total={state.totalCount}
        page={state.query.page}
        pageSize={state.query.pageSize}
        disabled={state.loading}
        onChange={(page) => void list.setPage(page)}
      />
    </div>
  );
}
