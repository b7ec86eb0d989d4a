import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { EMPTY_SPECIAL_FORM, specialToForm, type SpecialForm } from '@shared/planet-programs/form.ts';
import { plansResource, specialsResource, type SpecialQuery } from '@shared/planet-programs/resources.ts';
import { chinaMinute } from '@shared/format/china-time.ts';
import type { Special } from '@shared/planet-programs/types.ts';
import { keyOf, useQuery } from '@console/kit/data.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import '@console/areas/planets/planet-texts.ts';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { specialFields } from './special-fields.tsx';
import './programs.css';

const DEFAULTS: SpecialQuery = { page: 1, pageSize: 10 };
/** the plans a challenge may run on */
const PLAN_CHOICES = { page: 1, pageSize: 50, status: -1 };

/** /planet/detail/configs: the planet's specials (paid Q&A, punch-card challenges, paid content). */
export default function SpecialsPage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  const plans = plansResource(planet?.id ?? 0);
  const choices = useQuery(planet ? keyOf(plans.name, PLAN_CHOICES) : null, () => plans.list(PLAN_CHOICES));
  if (!planet) return null;
  const typeText = (special: Special) => t(`planet.programs.specials.type.${special.type}`);
  const showText = (special: Special) => t(`planet.programs.specials.showType.${special.show_type}`);

  return (
    <PlanetDetailFrame planet={planet} section="configs">
      <ListScreen<Special, SpecialQuery, SpecialForm>
        section
        title={t('planet.programs.specials.heading')}
        resource={specialsResource(planet.id)}
        defaults={DEFAULTS}
        columns={[
          { key: 'title', header: t('planet.programs.specials.name'), render: (special) => special.title },
          { key: 'type', header: t('planet.programs.specials.type'), render: (special) => (special.plan_title ? `${typeText(special)} · ${special.plan_title}` : typeText(special)) },
          { key: 'price', header: t('planet.programs.specials.priceColumn'), render: (special) => (special.price === 0 ? t('planet.programs.specials.free') : formatFen(special.price)), width: 100 },
          {
            key: 'ends',
            header: t('planet.programs.specials.ends'),
            render: (special) => (
              <>
                <div>{special.ended_type === 2 ? t('planet.programs.specials.endsAt', { time: chinaMinute(special.ended_at) }) : t('planet.programs.specials.endedType.1')}</div>
                <div className="lc-programs__muted">{special.time_range > 0 ? t('planet.programs.specials.timeRangeValue', { n: special.time_range }) : t('planet.programs.specials.timeRangeForever')}</div>
              </>
            ),
          },
          { key: 'show', header: t('planet.programs.specials.showType'), render: (special) => (special.anonymous ? `${showText(special)} · ${t('planet.programs.specials.anonymousYes')}` : showText(special)) },
        ]}
        rowKey={(special) => special.id}
        rowName={(special) => special.title}
        createLabel={t('planet.programs.specials.new')}
        form={{
          title: (special) => t(special ? 'planet.programs.specials.editTitle' : 'planet.programs.specials.new'),
          fields: (special) => specialFields(special, choices.data?.rows),
          initial: (special) => (special ? specialToForm(special) : EMPTY_SPECIAL_FORM),
          width: 700,
        }}
        deleteTexts={{ confirm: (special) => t('planet.programs.specials.deleteMessage', { title: special.title }), done: t('planet.programs.deleted') }}
        empty={t('planet.programs.empty')}
      />
    </PlanetDetailFrame>
  );
}
