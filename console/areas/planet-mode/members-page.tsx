import { useCallback, useEffect, useState } from 'react';
import type { Page } from '@shared/api/types.ts';
import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { fetchOwnerMembers } from '@shared/planet-mode/client.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t, type MessageKey } from '@shared/i18n/i18n.ts';
import type { OwnerMember } from '@shared/planet-mode/types.ts';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { SearchBox } from '@widgets/ui/search-box/search-box.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { planetDetailPath } from '@console/areas/planets/planet-paths.ts';
import { PlanetFilter, toastError } from './mode-kit.tsx';
import { useOwnerPlanets } from '@console/areas/planets/use-owner-planets.ts';

const PAGE_SIZE = 20;
const STATUSES = [-1, 1, 0, 2, 3] as const;

const roleKey = (role: string): MessageKey => (['owner', 'admin', 'member'].includes(role) ? (`planet.mode.user.role.${role}` as MessageKey) : 'planet.mode.user.role.member');
const statusKey = (status: number): MessageKey => (status >= 0 && status <= 3 ? (`planet.mode.user.status.${status}` as MessageKey) : 'planet.mode.user.status.1');

/** /p/planet/user: every member of the owner's planets; each links to the member management of its planet. */
export default function MembersPage() {
  const t = useStore($t);
  const { pathname } = useLocation();
  const planets = useOwnerPlanets();
  const [planetId, setPlanetId] = useState<number | undefined>();
  const [status, setStatus] = useState<number>(-1);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [found, setFound] = useState<Page<OwnerMember> | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setBusy(true);
    try {
      setFound(await fetchOwnerMembers({ page, pageSize: PAGE_SIZE, planetId, keyword, status: status === -1 ? undefined : status }));
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  }, [page, planetId, keyword, status]);
  useEffect(() => {
    void load();
  }, [load]);

  const columns: TableColumn<OwnerMember>[] = [
    { key: 'nickname', header: t('planet.mode.user.nickname'), render: (m) => m.nickname },
    { key: 'planet', header: t('planet.mode.col.planet'), render: (m) => m.planet_title },
    { key: 'role', header: t('planet.mode.user.role'), render: (m) => t(roleKey(m.role)) },
    { key: 'status', header: t('planet.mode.user.status'), render: (m) => t(statusKey(m.status)) },
    { key: 'joined', header: t('planet.mode.user.joined'), render: (m) => formatDateTime(m.created_at) },
    {
      key: 'actions',
      header: t('common.actions'),
      render: (m) => (
        <Link to={planetDetailPath(pathname, m.planet_id, 'member')} aria-label={t('planet.mode.user.manageNamed', { nickname: m.nickname, planet: m.planet_title })}>
          {t('planet.mode.user.manage')}
        </Link>
      ),
    },
  ];

  return (
    <section className="lc-card">
      <header className="lc-mode__head">
        <h1 className="lc-page-title">{t('planet.mode.user.heading')}</h1>
        {found && <span className="lc-mode__muted">{t('planet.mode.user.total', { n: found.totalCount })}</span>}
      </header>
      <div className="lc-mode__filters">
        <PlanetFilter planets={planets} value={planetId} onChange={(id) => { setPlanetId(id); setPage(1); }} />
        <Select<number>
          label={t('planet.mode.user.status')}
          value={status}
          options={STATUSES.map((value) => ({ value, label: value === -1 ? t('planet.mode.status.all') : t(statusKey(value)) }))}
          onChange={(value) => { setStatus(value); setPage(1); }}
        />
        <SearchBox label={t('planet.mode.user.search')} placeholder={t('planet.mode.user.search')} clearLabel={t('common.clear')} value={keyword} onSearch={(text) => { setKeyword(text); setPage(1); }} />
      </div>
      <Table label={t('planet.mode.user.heading')} columns={columns} rows={found?.rows ?? []} rowKey={(m) => m.id} busy={busy} empty={found && t('planet.mode.empty')} />
      {found && found.totalCount > PAGE_SIZE && <Pager className="lc-mode__pager" total={found.totalCount} page={page} pageSize={PAGE_SIZE} onChange={setPage} disabled={busy} />}
    </section>
  );
}
