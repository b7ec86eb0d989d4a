import { useStore } from '@nanostores/react';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import { planetClassName } from '@shared/planets/class-names.ts';
import { PLANET_CLASSES } from '@shared/planets/classes.ts';
import { HOMEPAGE_COURSES, homepageCoursesRecord } from '@shared/planets/resources.ts';
import { useRecord } from '@console/kit/use-record.ts';
import { PlanetDetailFrame } from './planet-detail-frame.tsx';
import { PlanetGlanceFigures } from './planet-glance.tsx';
import { usePlanetFromQuery } from './use-planet.ts';

function className(first: number, second: number, translate: Translate): string {
  const parent = PLANET_CLASSES.find((item) => item.id === first);
  const child = parent?.children.find((item) => item.id === second);
  return parent && child ? `${planetClassName(parent.id, translate)} / ${planetClassName(child.id, translate)}` : '';
}

/** /planet/detail and /p/planet/detail: what the planet shows its members, as its owner wrote it. */
export default function PlanetDetailPage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  const homepageId = planet?.has_homepage === 1 ? planet.homepage_id : 0;
  const courses = useRecord(homepageCoursesRecord, homepageId ? HOMEPAGE_COURSES : null);
  if (!planet) return null;

  const homepage = courses.data ? (courses.data.find((course) => course.id === homepageId)?.title ?? '') : '';
  const none = t('planet.detail.none');
  return (
    <PlanetDetailFrame planet={planet} section="overview">
      <PlanetGlanceFigures planetId={planet.id} />
      <dl className="lc-planet-detail__facts">
        <dt>{t('planet.detail.introduce')}</dt>
        <dd>{planet.introduce || none}</dd>
        <dt>{t('planet.detail.class')}</dt>
        <dd>{className(planet.first_class, planet.second_class, t) || none}</dd>
        <dt>{t('planet.detail.homepage')}</dt>
        <dd>{homepageId ? homepage : t('planet.detail.noHomepage')}</dd>
        <dt>{t('planet.detail.description')}</dt>
        <dd className="lc-planet-detail__description">{planet.description || none}</dd>
      </dl>
      {planet.backgrounds.length > 1 && (
        <ul className="lc-planet-detail__backgrounds" aria-label={t('planet.form.backgrounds')}>
          {planet.backgrounds.map((background) => (
            <li key={background.id}>
              <img src={background.url} alt="" width={160} height={90} />
            </li>
          ))}
        </ul>
      )}
    </PlanetDetailFrame>
  );
}
