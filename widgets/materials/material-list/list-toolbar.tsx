import type { Translate } from '@shared/i18n/i18n.ts';
import type { MaterialList as MaterialListStore, MaterialListState } from '@shared/materials/list-store.ts';
import { SORT_LABEL_KEYS } from '@shared/materials/format.ts';
import { SORT_OPTIONS } from '@shared/materials/kinds.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { DateRange } from '@widgets/ui/date-range/date-range.tsx';
import { SearchBox } from '@widgets/ui/search-box/search-box.tsx';
import { Select } from '@widgets/ui/select/select.tsx';

type Props = {
  list: MaterialListStore;
  state: MaterialListState;
  /** false: the quota-limit prompt takes the upload button's place (spec §5) */
  canUpload: boolean;
  onUpload: () => void;
  t: Translate;
};

/**
 * spec §2 header (upload, upload-time range, clearable keyword box) and info bar ('素材总量', the sort
 * dropdown, and for pictures the grid/table toggle).
 */
export function ListToolbar({ list, state, canUpload, onUpload, t }: Props) {
  const sortOptions = SORT_OPTIONS.map((sort) => ({ value: sort, label: t(SORT_LABEL_KEYS[sort]) }));
  return (
    <>
      <div className="lc-material-list__header">
        {canUpload ? (
          // with '全部' shown (no category) the server files the upload under its default category
          <Button variant="primary" onClick={onUpload}>{t('material.upload')}</Button>
        ) : (
          <p className="lc-material-list__quota" role="note">{t('material.quotaPrompt')}</p>
        )}
        <div className="lc-material-list__filters">
          <DateRange
            label={t('material.uploadTime')}
            fromLabel={t('material.startDate')}
            toLabel={t('material.endDate')}
            separator={t('material.dateTo')}
            clearLabel={t('common.clear')}
            value={state.dateRange}
            onChange={(range) => void list.setDateRange(range)}
          />
          <SearchBox
            label={t('material.searchPlaceholder')}
            placeholder={t('material.searchPlaceholder')}
            clearLabel={t('common.clear')}
            value={state.query.keyword ?? ''}
            onSearch={(text) => void list.setKeyword(text)}
          />
        </div>
      </div>

      <div className="lc-material-list__info">
        <span className="lc-material-list__total">
          {t('material.total')}
          <strong>{state.totalCount}</strong>
        </span>
        <span className="lc-material-list__tools">
          {state.kind === 'picture' && (
            <span className="lc-material-list__views" role="group">
              {(['grid', 'table'] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  className={`lc-material-list__view ${state.view === value ? 'lc-material-list__view--active' : ''}`}
                  aria-pressed={state.view === value}
                  onClick={() => list.setView(value)}
                >
                  {t(`material.view.${value}`)}
                </button>
              ))}
            </span>
          )}
          {state.mode === 'normal' && (
            <label className="lc-material-list__unused">
              <input type="checkbox" checked={state.query.unused === 1} onChange={(event) => void list.setUnused(event.currentTarget.checked)} />
              {t('material.unusedOnly')}
            </label>
          )}
          <Select label={t('material.sortBy')} value={state.query.sort_by} options={sortOptions} onChange={(sort) => void list.setSort(sort)} />
        </span>
      </div>
    </>
  );
}
