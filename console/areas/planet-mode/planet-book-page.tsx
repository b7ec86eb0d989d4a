import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { deleteChapter, fetchChapters, moveChapter } from '@shared/planet-mode/client.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { BookChapter } from '@shared/planet-mode/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { ChapterDialog } from './chapter-dialog.tsx';
import { confirmThen, toastError, EditRemoveButtons } from './mode-kit.tsx';

/**
 * /p/planet/detail/planetBook (星球书): the owner composes chapters of plain text, orders them, and prints the
 * book (the print style shows only the book).
 */
export default function PlanetBookPage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  const [chapters, setChapters] = useState<BookChapter[] | null>(null);
  const [editing, setEditing] = useState<BookChapter | 'new' | null>(null);
  const planetId = planet?.id;

  const load = useCallback(async () => {
    if (!planetId) return;
    try {
      setChapters(await fetchChapters(planetId));
    } catch (error) {
      toastError(error);
    }
  }, [planetId]);
  useEffect(() => {
    void load();
  }, [load]);
  if (!planet) return null;

  const printBook = () => {
    document.body.classList.add('lc-printing-book');
    try {
      window.print();
    } finally {
      document.body.classList.remove('lc-printing-book');
    }
  };
  const move = async (chapter: BookChapter, direction: 'up' | 'down') => {
    try {
      setChapters(await moveChapter(planet.id, chapter.id, direction));
    } catch (error) {
      toastError(error);
    }
  };
  const remove = async (chapter: BookChapter) => {
    if (await confirmThen(t('planet.mode.delete'), t('planet.mode.deleteConfirm', { title: chapter.title }), () => deleteChapter(planet.id, chapter.id), t('planet.mode.deleted'))) await load();
  };

  return (
    <PlanetDetailFrame planet={planet} section="planetBook">
      <header className="lc-mode__head">
        <div>
          <h2>{t('planet.mode.book.heading')}</h2>
          <p className="lc-mode__muted">{t('planet.mode.book.intro')}</p>
        </div>
        <span className="lc-mode__actions">
          <Button disabled={!chapters?.length} onClick={printBook}>{t('planet.mode.book.print')}</Button>
          <Button variant="primary" onClick={() => setEditing('new')}>{t('planet.mode.book.create')}</Button>
        </span>
      </header>
      {chapters && chapters.length === 0 && <p className="lc-mode__muted">{t('planet.mode.book.empty')}</p>}
      <ol className="lc-mode-book__chapters" aria-label={t('planet.mode.book.contents')}>
        {(chapters ?? []).map((chapter, index) => (
          <li key={chapter.id} className="lc-mode-book__chapter">
            <div>
              <h3>{chapter.title}</h3>
              <span className="lc-mode__muted">{t('planet.mode.book.sectionCount', { n: chapter.sections.length })}</span>
            </div>
            <span className="lc-mode__actions">
              <Button variant="text" disabled={index === 0} aria-label={t('planet.mode.book.chapterUp', { title: chapter.title })} onClick={() => void move(chapter, 'up')}>{t('planet.mode.book.up')}</Button>
              <Button variant="text" disabled={index === chapters!.length - 1} aria-label={t('planet.mode.book.chapterDown', { title: chapter.title })} onClick={() => void move(chapter, 'down')}>{t('planet.mode.book.down')}</Button>
              <EditRemoveButtons name={chapter.title} onEdit={() => setEditing(chapter)} onRemove={() => void remove(chapter)} />
            </span>
          </li>
        ))}
      </ol>
      {chapters && chapters.length > 0 && (
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
      )}
      {editing && (
        <ChapterDialog
          planetId={planet.id}
          chapter={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      )}
    </PlanetDetailFrame>
  );
}
