import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { fetchPlanetCourses } from '@shared/planet-funds/client.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { PlanetCourse } from '@shared/planet-funds/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import '@console/areas/planets/planet-texts.ts';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { CourseTitle, memberPriceText, removeCourseFromPlanet } from './course-planets.tsx';
import { toastError } from './funds-ui.ts';
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
  const [courses, setCourses] = useState<PlanetCourse[] | null>(null);
  const [all, setAll] = useState<PlanetCourse[]>([]);
  const [request, setRequest] = useState<RelateRequest | null>(null);
  const planetId = planet?.id;

  const load = useCallback(async () => {
    if (planetId === undefined) return;
    try {
      const [inPlanet, owned] = await Promise.all([fetchPlanetCourses({ page: 1, pageSize: LIMIT, planetId }), fetchPlanetCourses({ page: 1, pageSize: LIMIT })]);
      setCourses(inPlanet.rows);
      setAll(owned.rows);
    } catch (error) {
      toastError(error);
    }
  }, [planetId]);
  useEffect(() => {
    void load();
  }, [load]);

  if (!planet) return null;
  const priceIn = (course: PlanetCourse) => course.planets.find((link) => link.planet_id === planet.id)?.member_price ?? 0;
  const target = [{ id: planet.id, title: planet.title }];
  const others = all.filter((course) => !course.planets.some((link) => link.planet_id === planet.id));

  const remove = async (course: PlanetCourse) => {
    if (await removeCourseFromPlanet(course, planet)) await load();
  };

  const columns: TableColumn<PlanetCourse>[] = [
    {
      key: 'title',
      header: t('planet.funds.course.col.course'),
      width: '40%',
      render: (course) => <CourseTitle course={course} />,
    },
    { key: 'price', header: t('planet.funds.course.col.memberPrice'), render: (course) => memberPriceText(priceIn(course), t) },
    { key: 'created', header: t('planet.funds.course.col.created'), render: (course) => formatDateTime(course.created_at) },
    {
      key: 'actions',
      header: t('common.actions'),
      render: (course) => (
        <div className="lc-funds__actions">
          <Button
            variant="text"
            aria-label={t('planet.funds.course.editPriceNamed', { title: course.title })}
            onClick={() => setRequest({ courses: [{ id: course.id, title: course.title }], courseId: course.id, planets: target, planetId: planet.id, memberPrice: priceIn(course) })}
          >
            {t('planet.funds.course.editPrice')}
          </Button>
          <Button variant="text" aria-label={t('planet.funds.course.removeNamed', { title: course.title, planet: planet.title })} onClick={() => void remove(course)}>
            {t('planet.funds.course.remove')}
          </Button>
        </div>
      ),
    },
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
        <Table
          label={t('planet.detail.tab.course')}
          columns={columns}
          rows={courses ?? []}
          rowKey={(course) => course.id}
          busy={courses === null}
          empty={t('planet.funds.course.emptyPlanet')}
        />
      </div>
      <RelateCourseDialog
        request={request}
        onClose={() => setRequest(null)}
        onSaved={() => {
          setRequest(null);
          void load();
        }}
      />
    </PlanetDetailFrame>
  );
}
