import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { LEDGER_CHOICES, ledgerResource, type LedgerBalances, type LedgerState } from '@shared/planet-funds/resources.ts';
import { LEDGER_FILTERS, type LedgerEntry } from '@shared/planet-funds/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { DateRange } from '@widgets/ui/date-range/date-range.tsx';
import { keyOf, useQuery } from '@console/kit/data.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { useListState } from '@console/kit/use-list-state.ts';
import { useOwnerPlanets } from '@console/areas/planets/use-owner-planets.ts';
import '@console/areas/planets/planet-texts.ts';
import { ledgerTitleText } from '@shared/funds/titles.ts';
import { ledgerColumns } from './ledger-table.tsx';
import './planet-funds.css';
import { WithdrawDialog } from './withdraw-dialog.tsx';

const DEFAULTS: LedgerState = { page: 1, pageSize: 20, kind: 'all', planet: 0, from: '', to: '' };

/**
 * /p/accounting/balance (账户余额): the balance and the ledger detail, paged, filtered by kind, period and planet
 * (the overview links here with ?kind= and ?planet=; all of it in the address), and the withdrawal.
 */
export default function BalancePage() {
  const t = useStore($t);
  const planets = useOwnerPlanets();
  const [withdrawing, setWithdrawing] = useState(false);
  // the list's own answer (the same cache entry): the balance comes with the detail
  const [state] = useListState(DEFAULTS, LEDGER_CHOICES);
  const balances = useQuery(keyOf(ledgerResource.name, state), () => ledgerResource.list(state)).data;
  const balance = balances?.balance;
  const detail = t('planet.funds.balance.detail');

  return (
    <section className="lc-card lc-funds">
      <header className="lc-funds__head">
        <div>
          <h1 className="lc-page-title">{t('planet.funds.balance.title')}</h1>
          <p className="lc-funds__balance" aria-live="polite">
            <span className="lc-visually-hidden">{t('planet.funds.balance.available')} </span>
            {balance === undefined ? '—' : formatFen(balance)}
          </p>
          {balances && balances.pending !== 0 && <p className="lc-funds__pending">{t('planet.funds.balance.pending', { amount: formatFen(balances.pending) })}</p>}
        </div>
        <Button variant="primary" disabled={balance === undefined} onClick={() => setWithdrawing(true)}>
          {t('planet.funds.balance.withdraw')}
        </Button>
      </header>

      <section aria-labelledby="lc-balance-detail">
        <h2 id="lc-balance-detail">{detail}</h2>
        <ListScreen<LedgerEntry, LedgerState, never, LedgerBalances>
          embedded
          title={detail}
          resource={ledgerResource}
          defaults={DEFAULTS}
          choices={LEDGER_CHOICES}
          tabs={{ key: 'kind', label: t('planet.funds.balance.kindLabel'), options: LEDGER_FILTERS.map((value) => ({ value, label: t(`planet.funds.filter.${value}`) })) }}
          filters={[
            {
              kind: 'custom',
              render: (list, set) => (
                <DateRange
                  label={t('planet.funds.balance.range')}
                  fromLabel={t('planet.funds.balance.from')}
                  toLabel={t('planet.funds.balance.to')}
                  clearLabel={t('common.clear')}
                  separator={t('planet.funds.balance.rangeTo')}
                  value={list.from && list.to ? [list.from, list.to] : null}
                  onChange={(range) => set({ from: range?.[0] ?? '', to: range?.[1] ?? '' })}
                />
              ),
            },
            {
              kind: 'select',
              key: 'planet',
              label: t('planet.funds.balance.planet'),
              options: [{ value: 0, label: t('planet.funds.balance.allPlanets') }, ...(planets ?? []).map((planet) => ({ value: planet.id, label: planet.title }))],
            },
          ]}
          columns={ledgerColumns(t)}
          rowKey={(row) => row.id}
          rowName={(row) => ledgerTitleText(t, row)}
          empty={t('planet.funds.balance.empty')}
        />
      </section>

      {withdrawing && <WithdrawDialog balance={balance ?? 0} onClose={() => setWithdrawing(false)} />}
    </section>
  );
}
