import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeListState, readListState, writeListState, type ListChoices, type ListDefaults } from '@shared/list-state/list-state.ts';

/**
 * A list's state kept in the address bar (page, page size, filters, sort, tab): a reload, back/forward and a shared
 * link show the same list. Each change is a new history entry; a change of anything but the page goes to page 1.
 */
export function useListState<S extends ListDefaults>(defaults: S, choices?: ListChoices<S>): [S, (patch: Partial<S>) => void] {
  const [params, setParams] = useSearchParams();
  // `defaults` and `choices` are literals of the screen: their contents, not their identity, matter
  const shape = JSON.stringify([defaults, choices]);
  const state = useMemo(() => readListState(params, defaults, choices), [params, shape]);
  const set = useCallback(
    (patch: Partial<S>) => setParams((current) => writeListState(current, changeListState(readListState(current, defaults, choices), patch), defaults)),
    [setParams, shape],
  );
  return [state, set];
}
