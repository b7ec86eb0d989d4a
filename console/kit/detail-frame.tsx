import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import './detail-frame.css';

/** One section of a record's detail: a tab that is a page of its own (its own address, kept on reload). */
type DetailSection = { key: string; label: string; to: string };

type DetailFrameProps = {
  /** the record's name, the page's heading */
  title: string;
  /** a picture before the summary */
  media?: ReactNode;
  /** facts on one line under the heading (each child a figure, a status, a term) */
  facts?: ReactNode;
  /** under the facts: a warning, a reason */
  note?: ReactNode;
  /** at the end of the head: edit, more */
  actions?: ReactNode;
  /** the accessible name of the sections' navigation */
  sectionsLabel: string;
  sections: readonly DetailSection[];
  /** the key of the section on screen */
  current: string;
  className?: string;
  children: ReactNode;
};

/**
 * The frame of a detail page: the record at a glance (picture, name, facts, actions) and its sections as links,
 * the current one marked; the section's content below.
 */
export function DetailFrame({ title, media, facts, note, actions, sectionsLabel, sections, current, className, children }: DetailFrameProps) {
  return (
    <section className={`lc-card lc-detail ${className ?? ''}`}>
      <header className="lc-detail__head">
        {media}
        <div className="lc-detail__summary">
          <h1 className="lc-page-title">{title}</h1>
          {facts && <p className="lc-detail__facts">{facts}</p>}
          {note}
        </div>
        {actions}
      </header>
      <nav className="lc-detail__nav" aria-label={sectionsLabel}>
        {sections.map((section) => (
          <NavLink
            key={section.key}
            to={section.to}
            aria-current={section.key === current ? 'page' : undefined}
            className={section.key === current ? 'is-current' : undefined}
            end
          >
            {section.label}
          </NavLink>
        ))}
      </nav>
      {children}
    </section>
  );
}
