import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { bookResource, moveChapter } from '@shared/planet-mode/resources.ts';
import type { BookChapter } from '@shared/planet-mode/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { change, keyOf, useQuery } from '@console/kit/data.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecordDialog } from '@console/kit/record-dialog.tsx';
import { confirmThenRun, deleteAction, RowActions } from '@console/kit/row-actions.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { chapterForm } from './chapter-form.tsx';
import '@console/areas/planets/planet-texts.ts';
import './planet-mode.css';

const stale = [bookResource];

/** Prints only the book: the print style applies while the body has the class (planet-mode.css). */
function printBook() {
  document.body.classList.add('lc-printing-book');
  try {
    window.print();
  } finally {
    document.body.classList.remove('lc-printing-book');
  }
}

/** The book as printed: every chapter with its sections. */
function PrintedBook({ planet, chapters }: { planet: Planet; chapters: BookChapter[] }) {
  const t = useStore($t);
  return (
    <article className="lc-mode-print" aria-label={t('planet.mode.book.heading')}>
      <h2>{planet.title}</h2>
      {chapters.map((chapter) => (
        <section key={chapter.id}>
          <h3>{chapter.title}</h3>
          {chapter.sections.map((section, i) => (
            <div key={i}>
              {section.title && <h4>{section.title}</h4>}
              <p>{section.text}</p>
            </div>
          ))}
        </section>
      ))}
    </article>
  );
}

/**
 * /p/planet/detail/planetBook (星球书): the owner composes chapters of plain text, orders them, and prints the
 * book (the print style shows only the book).
 */
export default function PlanetBookPage() {
  const [planet] = usePlanetFromQuery();
  return planet && <PlanetBook planet={planet} />;
}

function PlanetBook({ planet }: { planet: Planet }) {
  const t = useStore($t);
  const query = { planet: planet.id };
  const found = useQuery(keyOf(bookResource.name, query), () => bookResource.list(query));
  const dialog = useRecordDialog(bookResource, chapterForm(planet.id));
  const chapters = found.data?.rows;
  const move = (chapter: BookChapter, direction: 'up' | 'down') => void confirmThenRun(null, () => change(() => moveChapter(chapter, direction), stale));
  const actions = [
    { label: t('kit.edit'), run: dialog.edit },
    deleteAction<BookChapter>((chapter) => change(() => bookResource.remove!(chapter), stale), (chapter) => chapter.title),
  ];

  return (
    <PlanetDetailFrame planet={planet} section="planetBook">
      <header className="lc-mode__head">
        <div>
          <h2>{t('planet.mode.book.heading')}</h2>
          <p className="lc-mode__muted">{t('planet.mode.book.intro')}</p>
        </div>
        <span className="lc-mode__actions">
          <Button disabled={!chapters?.length} onClick={printBook}>{t('planet.mode.book.print')}</Button>
          <Button variant="primary" onClick={dialog.create}>{t('planet.mode.book.create')}</Button>
        </span>
      </header>
      {found.error && !chapters && <QueryError error={found.error} onRetry={found.reload} />}
      {chapters && chapters.length === 0 && <p className="lc-mode__muted">{t('planet.mode.book.empty')}</p>}
      <ol className="lc-mode-book__chapters" aria-label={t('planet.mode.book.contents')}>
        {(chapters ?? []).map((chapter, index) => (
          <li key={chapter.id} className="lc-mode-book__chapter">
            <div>
              <h3>{chapter.title}</h3>
              <span className="lc-mode__muted">{t('planet.mode.book.sectionCount', { n: chapter.sections.length })}</span>
            </div>
            <span className="lc-mode__actions">
              <Button variant="text" disabled={index === 0} aria-label={t('planet.mode.book.chapterUp', { title: chapter.title })} onClick={() => move(chapter, 'up')}>{t('planet.mode.book.up')}</Button>
              <Button variant="text" disabled={index === chapters!.length - 1} aria-label={t('planet.mode.book.chapterDown', { title: chapter.title })} onClick={() => move(chapter, 'down')}>{t('planet.mode.book.down')}</Button>
              <RowActions row={chapter} name={chapter.title} actions={actions} />
            </span>
          </li>
        ))}
      </ol>
      {chapters && chapters.length > 0 && <PrintedBook planet={planet} chapters={chapters} />}
      {dialog.dialog}
    </PlanetDetailFrame>
  );
}
