import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import type { ListDefaults } from '@shared/list-state/list-state.ts';
import { DateRange } from '@widgets/ui/date-range/date-range.tsx';
import { SearchBox } from '@widgets/ui/search-box/search-box.tsx';
import { Select, type SelectOption } from '@widgets/ui/select/select.tsx';
import { Tabs } from '@widgets/ui/tabs/tabs.tsx';
import './kit.css';

type Key<S> = keyof S & string;

/** A list's filter, described as data: a keyword box, a choice, tabs, or something of the screen's own. */
export type ListFilter<S extends ListDefaults> =
  | { kind: 'search'; key: Key<S>; label: string; placeholder?: string }
  | { kind: 'select'; key: Key<S>; label: string; options: readonly SelectOption<string | number>[] }
  /** two keys of the state holding 'YYYY-MM-DD' or '' (the resource sends them as 00:00:00 and 23:59:59, spec §9) */
  | { kind: 'dateRange'; from: Key<S>; to: Key<S>; label: string; fromLabel: string; toLabel: string }
  | { kind: 'custom'; render: (state: S, set: (patch: Partial<S>) => void) => ReactNode };

/** tabs above the filters: one key of the list state, each option a tab */
export type ListTabs<S extends ListDefaults> = { key: Key<S>; label: string; options: readonly { value: string | number; label: string }[] };

export function ListFilters<S extends ListDefaults>({ filters, state, set }: { filters: readonly ListFilter<S>[]; state: S; set: (patch: Partial<S>) => void }) {
  const t = useStore($t);
  if (filters.length === 0) return null;
  return (
    <div className="lc-list__filters">
      {filters.map((filter, index) => {
        if (filter.kind === 'custom') return <span key={index}>{filter.render(state, set)}</span>;
        if (filter.kind === 'search') {
          return (
            <SearchBox key={filter.key} label={filter.label} placeholder={filter.placeholder ?? filter.label} clearLabel={t('common.clear')}
              value={String(state[filter.key])} onSearch={(text) => set({ [filter.key]: text } as Partial<S>)} />
          );
        }
        if (filter.kind === 'dateRange') {
          const from = String(state[filter.from]);
          const to = String(state[filter.to]);
          return (
            <DateRange key={filter.from} label={filter.label} fromLabel={filter.fromLabel} toLabel={filter.toLabel} clearLabel={t('common.clear')}
              value={from || to ? [from, to] : null} onChange={(value) => set({ [filter.from]: value?.[0] ?? '', [filter.to]: value?.[1] ?? '' } as Partial<S>)} />
          );
        }
        return (
          <Select<string | number> key={filter.key} label={filter.label} value={state[filter.key] as string | number} options={filter.options}
            onChange={(value) => set({ [filter.key]: value } as Partial<S>)} />
        );
      })}
    </div>
  );
}

export function ListTabsBar<S extends ListDefaults>({ tabs, state, set }: { tabs: ListTabs<S>; state: S; set: (patch: Partial<S>) => void }) {
  return (
    <Tabs<string>
      label={tabs.label}
      items={tabs.options.map((option) => ({ key: String(option.value), label: option.label }))}
      value={String(state[tabs.key])}
      onChange={(key) => set({ [tabs.key]: tabs.options.find((option) => String(option.value) === key)?.value } as Partial<S>)}
    />
  );
}
