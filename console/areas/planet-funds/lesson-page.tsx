import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { fetchPlanetCourses } from '@shared/planet-funds/client.ts';
import type { Page } from '@shared/api/types.ts';
import { fetchPlanets } from '@shared/planets/client.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { CoursePlanetLink, PlanetCourse } from '@shared/planet-funds/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { SearchBox } from '@widgets/ui/search-box/search-box.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import '@console/areas/planets/planet-texts.ts';
import { CoursePlanets, CourseTitle, removeCourseFromPlanet } from './course-planets.tsx';
import { toastError } from './funds-ui.ts';
import './planet-funds.css';
import { RelateCourseDialog, type RelateRequest } from './relate-course-dialog.tsx';

const PAGE_SIZE = 20;

/**
 * /p/planet/lesson (课程): all the owner's courses with the planets each is offered in (and its member price there),
 * filtered by planet and name; a course is added to a planet or removed from one here.
 */
export default function LessonPage() {
  const t = useStore($t);
  const [planets, setPlanets] = useState<Planet[]>([]);
  const [planetId, setPlanetId] = useState(0);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [found, setFound] = useState<Page<PlanetCourse> | null>(null);
  const [busy, setBusy] = useState(false);
  const [request, setRequest] = useState<RelateRequest | null>(null);

  const load = useCallback(async () => {
    setBusy(true);
    try {
      setFound(await fetchPlanetCourses({ page, pageSize: PAGE_SIZE, ...(planetId ? { planetId } : {}), ...(keyword ? { keyword } : {}) }));
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  }, [page, planetId, keyword]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    fetchPlanets({ page: 1, pageSize: 50 }).then((result) => setPlanets(result.rows), toastError);
  }, []);

  const remove = async (course: PlanetCourse, link: CoursePlanetLink) => {
    if (await removeCourseFromPlanet(course, { id: link.planet_id, title: link.planet_title })) await load();
  };

  const columns: TableColumn<PlanetCourse>[] = [
    {
      key: 'title',
      header: t('planet.funds.course.col.course'),
      width: '30%',
      render: (course) => <CourseTitle course={course} />,
    },
    { key: 'planets', header: t('planet.funds.course.col.planets'), width: '40%', render: (course) => <CoursePlanets course={course} onRemove={(c, link) => void remove(c, link)} /> },
    { key: 'created', header: t('planet.funds.course.col.created'), render: (course) => formatDateTime(course.created_at) },
    {
      key: 'actions',
      header: t('common.actions'),
      render: (course) => (
        <Button
          variant="text"
          aria-label={t('planet.funds.course.addToPlanetNamed', { title: course.title })}
          disabled={planets.length === 0}
          onClick={() => setRequest({ courses: [{ id: course.id, title: course.title }], courseId: course.id, planets: planets.map((p) => ({ id: p.id, title: p.title })) })}
        >
          {t('planet.funds.course.addToPlanet')}
        </Button>
      ),
    },
  ];

  const filtering = planetId !== 0 || keyword !== '';
  return (
    <section className="lc-card lc-funds">
      <header className="lc-funds__head">
        <h1 className="lc-page-title">{t('planet.funds.course.title')}</h1>
        <div className="lc-funds__actions">
          <Link to="/content/audio/batch">{t('planet.funds.course.toBatch')}</Link>
          <Link to="/p/course/guide">{t('planet.funds.course.toGuide')}</Link>
        </div>
      </header>
      <p className="lc-funds__muted">{t('planet.funds.course.intro')}</p>
      <div className="lc-funds__filters">
        <Select<number>
          label={t('planet.funds.balance.planet')}
          value={planetId}
          options={[{ value: 0, label: t('planet.funds.balance.allPlanets') }, ...planets.map((planet) => ({ value: planet.id, label: planet.title }))]}
          onChange={(value) => {
            setPlanetId(value);
            setPage(1);
          }}
        />
        <SearchBox
          label={t('planet.funds.course.search')}
          placeholder={t('planet.funds.course.search')}
          clearLabel={t('common.clear')}
          value={keyword}
          onSearch={(text) => {
            setKeyword(text);
            setPage(1);
          }}
        />
      </div>
      <Table
        label={t('planet.funds.course.title')}
        columns={columns}
        rows={found?.rows ?? []}
        rowKey={(course) => course.id}
        busy={busy}
        empty={found && (filtering ? t('planet.funds.course.noMatch') : t('planet.funds.course.empty'))}
      />
      {found && found.totalCount > PAGE_SIZE && <Pager className="lc-funds__pager" total={found.totalCount} page={page} pageSize={PAGE_SIZE} onChange={setPage} disabled={busy} />}
      <RelateCourseDialog
        request={request}
        onClose={() => setRequest(null)}
        onSaved={() => {
          setRequest(null);
          void load();
        }}
      />
    </section>
  );
}
