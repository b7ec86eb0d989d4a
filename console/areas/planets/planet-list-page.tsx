import { Link, useLocation, useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { PLANET_LIST_STATUSES, planetListResource, planetWrites, type PlanetListState } from '@shared/planets/resources.ts';
import type { Planet } from '@shared/planets/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { editPlanetPath, planetDetailPath, planetTerm } from './planet-paths.ts';
import './planets.css';
import './planet-list-page.css';
import './planet-texts.ts';

const DEFAULTS: PlanetListState = { page: 1, pageSize: 10, status: 'all', keyword: '' };
const CHOICES = { status: PLANET_LIST_STATUSES };

/**
 * /planet/list and /p/planet/list: the teacher's planets with their price, term, members and review state; a
 * draft or rejected planet is sent for review from here. The status tab, search and page live in the address.
 */
export default function PlanetListPage() {
  const t = useStore($t);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const submit = (label: string, from: Planet['audit_status']) => ({
    label,
    run: (planet: Planet) => planetWrites.submitForReview(planet),
    done: t('planet.submitted'),
    hidden: (planet: Planet) => planet.audit_status !== from,
  });

  return (
    <ListScreen<Planet, PlanetListState>
      className="lc-planets"
      title={t('planet.listLabel')}
      resource={planetListResource}
      defaults={DEFAULTS}
      choices={CHOICES}
      tabs={{ key: 'status', label: t('planet.col.status'), options: PLANET_LIST_STATUSES.map((value) => ({ value, label: t(`planet.audit.${value}`) })) }}
      filters={[{ kind: 'search', key: 'keyword', label: t('planet.search') }]}
      columns={[
        {
          key: 'title',
          header: t('planet.col.title'),
          width: '34%',
          render: (planet) => (
            <div className="lc-planets__title">
              {planet.backgrounds[0] ? <img src={planet.backgrounds[0].url} alt="" width={96} height={54} /> : <span className="lc-planets__no-cover" />}
              <div>
                <Link className="lc-planets__name" to={planetDetailPath(pathname, planet.id)}>{planet.title}</Link>
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
      ]}
      rowKey={(planet) => planet.id}
      rowName={(planet) => planet.title}
      rowActions={[
        { label: t('planet.edit'), to: (planet) => editPlanetPath(pathname, planet.id), hidden: (planet) => planet.audit_status === 1 },
        submit(t('planet.submitReview'), 0),
        submit(t('planet.retryReview'), 3),
      ]}
      actions={<Button variant="primary" onClick={() => void navigate(editPlanetPath(pathname))}>{t('planet.create')}</Button>}
      empty={(state) => t(state.keyword || state.status !== 'all' ? 'planet.noMatch' : 'planet.empty')}
    />
  );
}
