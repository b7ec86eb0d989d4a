import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { $t, t, type Translate } from '@shared/i18n/i18n.ts';
import { fundsWrites, PLANET_FUNDS } from '@shared/planet-funds/resources.ts';
import type { CoursePlanetLink, PlanetCourse } from '@shared/planet-funds/types.ts';
import { change } from '@console/kit/data.ts';
import { confirmThenRun } from '@console/kit/row-actions.tsx';

/** '成员免费' or '成员价 ¥9.90'. */
export function memberPriceText(fen: number, t: Translate): string {
  return fen === 0 ? t('planet.funds.course.free') : t('planet.funds.course.price', { price: formatFen(fen) });
}

/** The planets a course is offered in, each with its member price and a remove button. */
export function CoursePlanets({ course, onRemove }: { course: PlanetCourse; onRemove: (course: PlanetCourse, link: CoursePlanetLink) => void }) {
  const t = useStore($t);
  if (course.planets.length === 0) return <span className="lc-funds__muted">{t('planet.funds.course.noPlanet')}</span>;
  return (
    <ul className="lc-course-planets">
      {course.planets.map((link) => (
        <li key={link.planet_id}>
          <span>
            {link.planet_title} · {memberPriceText(link.member_price, t)}
          </span>
          <button type="button" aria-label={t('planet.funds.course.removeNamed', { title: course.title, planet: link.planet_title })} onClick={() => onRemove(course, link)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A course's kind tag and title, the first cell of both course tables. */
export function CourseTitle({ course }: { course: PlanetCourse }) {
  const t = useStore($t);
  return (
    <span>
      <span className="lc-funds__tag">{t(`course.type.${course.type}`)}</span> {course.title}
    </span>
  );
}

/** Takes a course out of a planet after asking; every list of courses shows it gone (a refusal is a toast). */
export function removeCourseFromPlanet(course: PlanetCourse, planet: { id: number; title: string }): Promise<boolean> {
  return confirmThenRun(
    { title: t('planet.funds.course.removeTitle'), message: t('planet.funds.course.removeConfirm', { title: course.title, planet: planet.title }) },
    () => change(() => fundsWrites.withdrawCourse(planet.id, course.id), [PLANET_FUNDS]),
    t('planet.funds.course.removed'),
  );
}
