import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { fetchLedger } from '@shared/planet-funds/client.ts';
import type { Page } from '@shared/api/types.ts';
import { fetchPlanets } from '@shared/planets/client.ts';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { LEDGER_FILTERS, type LedgerEntry, type LedgerFilter } from '@shared/planet-funds/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { DateRange, type DateRangeValue } from '@widgets/ui/date-range/date-range.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import { Tabs } from '@widgets/ui/tabs/tabs.tsx';
import '@console/areas/planets/planet-texts.ts';
import { toastError } from './funds-ui.ts';
import { LedgerTable } from './ledger-table.tsx';
import './planet-funds.css';
import { WithdrawDialog } from './withdraw-dialog.tsx';

const PAGE_SIZE = 20;

const isFilter = (value: string | null): value is LedgerFilter => (LEDGER_FILTERS as readonly string[]).includes(value ?? '');

/**
 * /p/accounting/balance (账户余额): the balance and the ledger detail, paged, filtered by kind, date range and planet
 * (the overview links here with ?kind= and ?planet=), and the withdrawal.
 */
export default function BalancePage() {
  const t = useStore($t);
  const [params] = useSearchParams();
  const [kind, setKind] = useState<LedgerFilter>(() => (isFilter(params.get('kind')) ? (params.get('kind') as LedgerFilter) : 'all'));
  const [planetId, setPlanetId] = useState<number>(() => Number(params.get('planet')) || 0);
  const [range, setRange] = useState<DateRangeValue>(null);
  const [page, setPage] = useState(1);
  const [found, setFound] = useState<(Page<LedgerEntry> & { balance: number }) | null>(null);
  const [planets, setPlanets] = useState<Planet[]>([]);
  const [busy, setBusy] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);

  const load = useCallback(async () => {
    setBusy(true);
    try {
      setFound(await fetchLedger({ page, pageSize: PAGE_SIZE, kind, range, ...(planetId ? { planetId } : {}) }));
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  }, [page, kind, range, planetId]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    fetchPlanets({ page: 1, pageSize: 50 }).then((result) => setPlanets(result.rows), toastError);
  }, []);

  const balance = found?.balance ?? 0;
  const filtered = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  return (
    <section className="lc-card lc-funds">
      <header className="lc-funds__head">
        <div>
          <h1 className="lc-page-title">{t('planet.funds.balance.title')}</h1>
          <p className="lc-funds__balance" aria-live="polite">
            <span className="lc-visually-hidden">{t('planet.funds.balance.available')} </span>
            {found ? formatFen(balance) : '—'}
          </p>
        </div>
        <Button variant="primary" disabled={!found} onClick={() => setWithdrawing(true)}>
          {t('planet.funds.balance.withdraw')}
        </Button>
      </header>

      <section aria-labelledby="lc-balance-detail" className="lc-funds">
        <h2 id="lc-balance-detail">{t('planet.funds.balance.detail')}</h2>
        <div className="lc-funds__filters">
          <Tabs
            label={t('planet.funds.balance.kindLabel')}
            items={LEDGER_FILTERS.map((key) => ({ key, label: t(`planet.funds.filter.${key}`) }))}
            value={kind}
            onChange={filtered(setKind)}
          />
          <DateRange
            label={t('planet.funds.balance.range')}
            fromLabel={t('planet.funds.balance.from')}
            toLabel={t('planet.funds.balance.to')}
            clearLabel={t('common.clear')}
            separator={t('planet.funds.balance.rangeTo')}
            value={range}
            onChange={filtered(setRange)}
          />
          <Select<number>
            label={t('planet.funds.balance.planet')}
            value={planetId}
            options={[{ value: 0, label: t('planet.funds.balance.allPlanets') }, ...planets.map((planet) => ({ value: planet.id, label: planet.title }))]}
            onChange={filtered(setPlanetId)}
          />
        </div>
        <LedgerTable label={t('planet.funds.balance.detail')} rows={found?.rows ?? []} busy={busy} empty={t('planet.funds.balance.empty')} />
        {found && found.totalCount > PAGE_SIZE && (
          <Pager className="lc-funds__pager" total={found.totalCount} page={page} pageSize={PAGE_SIZE} onChange={setPage} disabled={busy} />
        )}
      </section>

      <WithdrawDialog
        open={withdrawing}
        balance={balance}
        onClose={() => setWithdrawing(false)}
        onDone={() => {
          setWithdrawing(false);
          void load();
        }}
      />
    </section>
  );
}
