import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t, type MessageKey } from '@shared/i18n/i18n.ts';
import { ANY_STATUS, membersResource, type MemberQuery } from '@shared/planet-mode/resources.ts';
import type { OwnerMember } from '@shared/planet-mode/types.ts';
import { keyOf, useQuery } from '@console/kit/data.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { useListState } from '@console/kit/use-list-state.ts';
import { planetDetailPath } from '@console/areas/planets/planet-paths.ts';
import { useOwnerPlanets } from '@console/areas/planets/use-owner-planets.ts';
import { planetChoices } from './planet-choices.tsx';
import '@console/areas/planets/planet-texts.ts';
import './planet-mode.css';

const DEFAULTS: MemberQuery = { page: 1, pageSize: 20, planet: 0, status: ANY_STATUS, keyword: '' };
const STATUSES = [ANY_STATUS, 1, 0, 2, 3] as const;

const roleKey = (role: string): MessageKey => (['owner', 'admin', 'member'].includes(role) ? (`planet.mode.user.role.${role}` as MessageKey) : 'planet.mode.user.role.member');
const statusKey = (status: number): MessageKey => (status >= 0 && status <= 3 ? (`planet.mode.user.status.${status}` as MessageKey) : 'planet.mode.user.status.1');

/** 共 n 位成员: the total of the list as shown (the same cached answer the list reads) */
function MemberTotal() {
  const t = useStore($t);
  const [state] = useListState(DEFAULTS);
  const found = useQuery(keyOf(membersResource.name, state), () => membersResource.list(state));
  return found.data ? <p className="lc-mode__muted">{t('planet.mode.user.total', { n: found.data.totalCount })}</p> : null;
}

/** /p/planet/user: every member of the owner's planets; each links to the member management of its planet. */
export default function MembersPage() {
  const t = useStore($t);
  const { pathname } = useLocation();
  const planets = useOwnerPlanets();
  return (
    <ListScreen<OwnerMember, MemberQuery>
      title={t('planet.mode.user.heading')}
      resource={membersResource}
      defaults={DEFAULTS}
      intro={<MemberTotal />}
      filters={[
        planetChoices<MemberQuery, { planet_id: number }>(planets).filter,
        { kind: 'select', key: 'status', label: t('planet.mode.user.status'), options: STATUSES.map((value) => ({ value, label: value === ANY_STATUS ? t('planet.mode.status.all') : t(statusKey(value)) })) },
        { kind: 'search', key: 'keyword', label: t('planet.mode.user.search') },
      ]}
      columns={[
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
      ]}
      rowKey={(m) => m.id}
      rowName={(m) => m.nickname}
      empty={t('planet.mode.empty')}
    />
  );
}
