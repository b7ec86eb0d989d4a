import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { atom } from 'nanostores';

/**
 * What a page of one record tells the breadcrumb once it has read the record: the list it sits under (a route
 * shared by records of several lists, as a course's lessons are, cannot name it in route-parents) and the record.
 */
export type PageTrail = {
  /** the path the trail was set on: a trail left by another page is not shown */
  path: string;
  /** the list the record is found in, where the menu does not already place the page */
  under?: string;
  /** the record's name, between the list and the page, leading to the record where it has a page */
  record?: { label: string; to?: string };
};

export const $pageTrail = atom<PageTrail | null>(null);

/** Sets the breadcrumb's trail while the page shows; null while the record is not read yet. */
export function usePageTrail(trail: Omit<PageTrail, 'path'> | null) {
  const { pathname } = useLocation();
  const under = trail?.under;
  const label = trail?.record?.label;
  const to = trail?.record?.to;
  const on = trail !== null;
  useEffect(() => {
    if (!on) return undefined;
    const shown: PageTrail = { path: pathname, under, record: label === undefined ? undefined : { label, to } };
    $pageTrail.set(shown);
    return () => {
      if ($pageTrail.get() === shown) $pageTrail.set(null);
    };
  }, [on, pathname, under, label, to]);
}
