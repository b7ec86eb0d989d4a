import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { planetCourseRecord } from '@shared/planet-funds/resources.ts';
import type { PlanetCourse } from '@shared/planet-funds/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Table } from '@widgets/ui/table/table.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { RowActions } from '@console/kit/row-actions.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import '@console/areas/planets/planet-texts.ts';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { CourseTitle, memberPriceText, removeCourseFromPlanet } from './course-planets.tsx';
import './planet-funds.css';
import { RelateCourseDialog, type RelateRequest } from './relate-course-dialog.tsx';

/** The most courses one planet lists on this screen (and the owner's courses offered to add). */
const LIMIT = 100;

/**
 * /p/planet/detail/course (星球课程): the courses offered in one planet with their member price; add one of the
 * owner's other courses, change a price, remove a course.
 */
export default function PlanetCoursePage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  const inPlanet = useRecord(planetCourseRecord, planet ? { planet: planet.id, limit: LIMIT } : null);
  const owned = useRecord(planetCourseRecord, { planet: 0, limit: LIMIT });
  const [request, setRequest] = useState<RelateRequest | null>(null);
  if (!planet) return null;

  const priceIn = (course: PlanetCourse) => course.planets.find((link) => link.planet_id === planet.id)?.member_price ?? 0;
  const target = [{ id: planet.id, title: planet.title }];
  const others = (owned.data ?? []).filter((course) => !course.planets.some((link) => link.planet_id === planet.id));
  const actions = [
    {
      label: t('planet.funds.course.editPrice'),
      run: (course: PlanetCourse) => setRequest({ courses: [{ id: course.id, title: course.title }], courseId: course.id, planets: target, planetId: planet.id, memberPrice: priceIn(course) }),
    },
    { label: t('planet.funds.course.remove'), run: (course: PlanetCourse) => removeCourseFromPlanet(course, planet) },
  ];

  return (
    <PlanetDetailFrame planet={planet} section="course">
      <div className="lc-funds">
        <div className="lc-funds__head">
          <p className="lc-funds__muted">{t('planet.funds.course.intro')}</p>
          <Button
            variant="primary"
            disabled={others.length === 0}
            title={others.length === 0 ? t('planet.funds.course.noCourseLeft') : undefined}
            onClick={() => setRequest({ courses: others.map((course) => ({ id: course.id, title: course.title })), planets: target, planetId: planet.id })}
          >
            {t('planet.funds.course.add')}
          </Button>
        </div>
        {inPlanet.error && !inPlanet.data ? (
          <QueryError error={inPlanet.error} onRetry={inPlanet.reload} />
        ) : (
          <Table
            label={t('planet.detail.tab.course')}
            columns={[
              { key: 'title', header: t('planet.funds.course.col.course'), width: '40%', render: (course) => <CourseTitle course={course} /> },
              { key: 'price', header: t('planet.funds.course.col.memberPrice'), render: (course) => memberPriceText(priceIn(course), t) },
              { key: 'created', header: t('planet.funds.course.col.created'), render: (course) => formatDateTime(course.created_at) },
              { key: 'actions', header: t('common.actions'), render: (course) => <RowActions row={course} name={course.title} actions={actions} /> },
            ]}
            rows={inPlanet.data ?? []}
            rowKey={(course) => course.id}
            busy={inPlanet.loading}
            empty={inPlanet.data ? t('planet.funds.course.emptyPlanet') : undefined}
          />
        )}
      </div>
      {request && <RelateCourseDialog request={request} onClose={() => setRequest(null)} />}
    </PlanetDetailFrame>
  );
}
