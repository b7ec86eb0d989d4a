import type { ReactNode } from 'react';

/** A term and what it is for this record. */
export type Fact = readonly [term: string, value: ReactNode];

/** A record's facts as a description list, a term and its value to a row (the area's class gives the look). */
export function FactList({ facts, className }: { facts: readonly Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
