import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { fetchPlanets, submitPlanetForReview, type PlanetPage } from '@shared/planets/client.ts';
import { showToast } from '@shared/feedback.ts';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { Planet, PlanetAuditStatus } from '@shared/planets/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { SearchBox } from '@widgets/ui/search-box/search-box.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { Tabs } from '@widgets/ui/tabs/tabs.tsx';
import { editPlanetPath, planetDetailPath, planetTerm } from './planet-paths.ts';
import './planet-list-page.css';
import './planet-texts.ts';

const PAGE_SIZE = 10;
type AuditFilter = 'all' | `${PlanetAuditStatus}`;
const FILTERS: AuditFilter[] = ['all', '0', '1', '2', '3'];

/**
 * /planet/list and /p/planet/list: the teacher's planets with their price, term, members and review state; a
 * draft or rejected planet is sent for review from here.
 */
export default function PlanetListPage() {
  const t = useStore($t);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<AuditFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [found, setFound] = useState<PlanetPage | null>(null);
  const [busy, setBusy] = useState(false);
  const [submitting, setSubmitting] = useState<number | null>(null);

  const load = useCallback(async () => {
    setBusy(true);
    try {
      setFound(await fetchPlanets({ page, pageSize: PAGE_SIZE, keyword, ...(filter === 'all' ? {} : { auditStatus: Number(filter) as PlanetAuditStatus }) }));
    } catch (error) {
      showToast(error instanceof Error ? error.message : t('common.failed'), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }, [page, keyword, filter, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const submit = async (planet: Planet) => {
    setSubmitting(planet.id);
    try {
      await submitPlanetForReview(planet);
      showToast(t('planet.submitted'), { kind: 'success' });
      await load();
    } catch (error) {
      showToast(error instanceof Error ? error.message : t('common.failed'), { kind: 'error' });
    } finally {
      setSubmitting(null);
    }
  };

  const columns: TableColumn<Planet>[] = [
    {
      key: 'title',
      header: t('planet.col.title'),
      width: '34%',
      render: (planet) => (
        <div className="lc-planets__title">
          {planet.backgrounds[0] ? <img src={planet.backgrounds[0].url} alt="" width={96} height={54} /> : <span className="lc-planets__no-cover" />}
          <div>
            <Link className="lc-planets__name" to={planetDetailPath(pathname, planet.id)}>
              {planet.title}
            </Link>
            {planet.introduce && <p>{planet.introduce}</p>}
          </div>
        </div>
      ),
    },
    { key: 'price', header: t('planet.col.price'), render: (planet) => (planet.price === 0 ? t('planet.free') : formatFen(planet.price)) },
    { key: 'term', header: t('planet.col.term'), render: (planet) => planetTerm(planet, t) },
    { key: 'members', header: t('planet.col.members'), align: 'end', render: (planet) => planet.member_count },
    {
      key: 'status',
      header: t('planet.col.status'),
      render: (planet) => (
        <div className={`lc-planets__status lc-planets__status--${planet.audit_status}`}>
          <span>{t(`planet.audit.${planet.audit_status}`)}</span>
          {planet.audit_status === 3 && planet.audit_reason && <small>{t('planet.rejectedReason', { reason: planet.audit_reason })}</small>}
        </div>
      ),
    },
    { key: 'created', header: t('planet.col.created'), render: (planet) => formatDateTime(planet.created_at) },
    {
      key: 'actions',
      header: t('common.actions'),
      render: (planet) => (
        <div className="lc-planets__actions">
          {planet.audit_status !== 1 && (
            <Link to={editPlanetPath(pathname, planet.id)} aria-label={t('planet.editNamed', { title: planet.title })}>
              {t('planet.edit')}
            </Link>
          )}
          {(planet.audit_status === 0 || planet.audit_status === 3) && (
            <Button variant="text" loading={submitting === planet.id} onClick={() => void submit(planet)}>
              {t(planet.audit_status === 0 ? 'planet.submitReview' : 'planet.retryReview')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section className="lc-card lc-planets">
      <header className="lc-planets__head">
        <h1 className="lc-page-title">{t('planet.listLabel')}</h1>
        <Button variant="primary" onClick={() => void navigate(editPlanetPath(pathname))}>
          {t('planet.create')}
        </Button>
      </header>
      <div className="lc-planets__filters">
        <Tabs
          label={t('planet.col.status')}
          items={FILTERS.map((key) => ({ key, label: t(key === 'all' ? 'planet.audit.all' : `planet.audit.${key}`) }))}
          value={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        <SearchBox
          label={t('planet.search')}
          placeholder={t('planet.search')}
          clearLabel={t('common.clear')}
          value={keyword}
          onSearch={(text) => {
            setKeyword(text);
            setPage(1);
          }}
        />
      </div>
      <Table
        label={t('planet.listLabel')}
        columns={columns}
        rows={found?.rows ?? []}
        rowKey={(planet) => planet.id}
        busy={busy}
        empty={found && (keyword || filter !== 'all' ? t('planet.noMatch') : t('planet.empty'))}
      />
      {found && found.totalCount > PAGE_SIZE && (
        <Pager className="lc-planets__pager" total={found.totalCount} page={page} pageSize={PAGE_SIZE} onChange={setPage} disabled={busy} />
      )}
    </section>
  );
}
