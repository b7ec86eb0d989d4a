import { coverColourOf, initialsOf } from './initials.ts';
import './initials-cover.css';

export type InitialsCoverProps = {
  /** the record's name: its initials are drawn, as text (never as markup) */
  name: string;
  /** what picks the colour: the record's id */
  seed: number | string;
  width: number;
  height: number;
  className?: string;
};

/**
 * The cover of a record that has no picture: its initials on a colour of its own. Decorative like the picture it
 * stands for (the record's name is next to it), so it is hidden from screen readers.
 */
export function InitialsCover({ name, seed, width, height, className }: InitialsCoverProps) {
  return (
    <svg
      className={`lc-initials-cover ${className ?? ''}`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
      data-initials=""
    >
      <rect width={width} height={height} fill={coverColourOf(seed)} />
      <text x="50%" y="50%" dominantBaseline="central" textAnchor="middle" fill="#fff" fontSize={Math.round(height * 0.44)} fontWeight={600}>
        {initialsOf(name)}
      </text>
    </svg>
  );
}
