import { useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { planetCoursesResource, type CourseListState } from '@shared/planet-funds/resources.ts';
import type { PlanetCourse } from '@shared/planet-funds/types.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { useOwnerPlanets } from '@console/areas/planets/use-owner-planets.ts';
import '@console/areas/planets/planet-texts.ts';
import { CoursePlanets, CourseTitle, removeCourseFromPlanet } from './course-planets.tsx';
import './planet-funds.css';
import { RelateCourseDialog, type RelateRequest } from './relate-course-dialog.tsx';

const DEFAULTS: CourseListState = { page: 1, pageSize: 20, planet: 0, keyword: '' };

/**
 * /p/planet/lesson (课程): all the owner's courses with the planets each is offered in (and its member price there),
 * filtered by planet and name (kept in the address); a course is added to a planet or removed from one here.
 */
export default function LessonPage() {
  const t = useStore($t);
  const planets = useOwnerPlanets() ?? [];
  const [request, setRequest] = useState<RelateRequest | null>(null);

  return (
    <>
      <ListScreen<PlanetCourse, CourseListState>
        title={t('planet.funds.course.title')}
        resource={planetCoursesResource}
        defaults={DEFAULTS}
        actions={
          <span className="lc-funds__actions">
            <Link className="lc-button lc-button--text" to="/content/audio/batch">{t('planet.funds.course.toBatch')}</Link>
            <Link className="lc-button lc-button--text" to="/p/course/guide">{t('planet.funds.course.toGuide')}</Link>
          </span>
        }
        intro={<p className="lc-funds__muted lc-funds__intro">{t('planet.funds.course.intro')}</p>}
        filters={[
          {
            kind: 'select',
            key: 'planet',
            label: t('planet.funds.balance.planet'),
            options: [{ value: 0, label: t('planet.funds.balance.allPlanets') }, ...planets.map((planet) => ({ value: planet.id, label: planet.title }))],
          },
          { kind: 'search', key: 'keyword', label: t('planet.funds.course.search') },
        ]}
        columns={[
          { key: 'title', header: t('planet.funds.course.col.course'), width: '30%', render: (course) => <CourseTitle course={course} /> },
          {
            key: 'planets',
            header: t('planet.funds.course.col.planets'),
            width: '40%',
            render: (course) => <CoursePlanets course={course} onRemove={(c, link) => void removeCourseFromPlanet(c, { id: link.planet_id, title: link.planet_title })} />,
          },
          { key: 'created', header: t('planet.funds.course.col.created'), render: (course) => formatDateTime(course.created_at) },
        ]}
        rowKey={(course) => course.id}
        rowName={(course) => course.title}
        rowActions={[
          {
            label: t('planet.funds.course.addToPlanet'),
            hidden: () => planets.length === 0,
            run: (course) => setRequest({ courses: [{ id: course.id, title: course.title }], courseId: course.id, planets: planets.map((p) => ({ id: p.id, title: p.title })) }),
          },
        ]}
        empty={(state) => t(state.planet !== 0 || state.keyword !== '' ? 'planet.funds.course.noMatch' : 'planet.funds.course.empty')}
      />
      {request && <RelateCourseDialog request={request} onClose={() => setRequest(null)} />}
    </>
  );
}
