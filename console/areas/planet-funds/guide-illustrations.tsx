/**
 * Drawings of the five course-guide steps, inline SVG (no external assets), each an image named after its step.
 */
import type { ReactNode } from 'react';

const STROKE = '#2563eb';
const SOFT = '#dbe6ff';
const PAPER = '#ffffff';
const INK = '#94a3b8';

function Frame({ children, label }: { children: ReactNode; label: string }) {
  return (
    <svg viewBox="0 0 220 140" role="img" aria-label={label}>
      <rect x="1" y="1" width="218" height="138" rx="12" fill="#f5f8ff" />
      {children}
    </svg>
  );
}

/** 1: a material library with an audio and a video file being uploaded */
function Materials() {
  return (
    <>
      <rect x="24" y="22" width="172" height="96" rx="8" fill={PAPER} stroke={SOFT} strokeWidth="2" />
      <rect x="24" y="22" width="46" height="96" rx="8" fill={SOFT} />
      {[36, 52, 68, 84].map((y) => (
        <rect key={y} x="32" y={y} width="30" height="6" rx="3" fill={PAPER} />
      ))}
      <rect x="82" y="34" width="46" height="34" rx="4" fill={SOFT} />
      <path d="M98 44v14l12-7z" fill={STROKE} />
      <rect x="138" y="34" width="46" height="34" rx="4" fill={SOFT} />
      <path d="M150 58v-8m6 12v-16m6 12v-8m6 6v-4" stroke={STROKE} strokeWidth="3" strokeLinecap="round" />
      <rect x="82" y="80" width="102" height="8" rx="4" fill={SOFT} />
      <rect x="82" y="80" width="64" height="8" rx="4" fill={STROKE} />
      <path d="M133 110v-14m-6 6 6-6 6 6" stroke={STROKE} strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>
  );
}

/** 2: several materials become a stack of courses */
function Batch() {
  return (
    <>
      {[30, 52, 74].map((y) => (
        <g key={y}>
          <rect x="22" y={y} width="64" height="16" rx="4" fill={PAPER} stroke={SOFT} strokeWidth="2" />
          <rect x="28" y={y + 5} width="6" height="6" rx="1" fill={STROKE} />
          <rect x="40" y={y + 6} width="38" height="4" rx="2" fill={INK} />
        </g>
      ))}
      <path d="M96 70h26m-8-8 8 8-8 8" stroke={STROKE} strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      {[0, 1, 2].map((i) => (
        <rect key={i} x={136 + i * 6} y={36 + i * 10} width="56" height="48" rx="6" fill={i === 2 ? PAPER : SOFT} stroke={STROKE} strokeWidth={i === 2 ? 2 : 0} />
      ))}
      <rect x="156" y="66" width="30" height="5" rx="2" fill={INK} />
      <rect x="156" y="76" width="20" height="5" rx="2" fill={INK} />
      <circle cx="162" cy="104" r="10" fill={STROKE} />
      <path d="M157 104l4 4 7-8" stroke={PAPER} strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </>
  );
}

/** 3: a course card moves into a planet */
function Planet() {
  return (
    <>
      <circle cx="150" cy="72" r="38" fill={SOFT} />
      <ellipse cx="150" cy="72" rx="58" ry="14" fill="none" stroke={STROKE} strokeWidth="3" transform="rotate(-18 150 72)" />
      <circle cx="150" cy="72" r="26" fill={STROKE} />
      <rect x="20" y="46" width="60" height="48" rx="6" fill={PAPER} stroke={STROKE} strokeWidth="2" />
      <path d="M42 60v20l16-10z" fill={STROKE} />
      <path d="M86 70h20m-7-7 7 7-7 7" stroke={STROKE} strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>
  );
}

/** 4: a price tag with a member badge */
function Price() {
  return (
    <>
      <path d="M54 40h74l40 32-40 32H54z" fill={PAPER} stroke={STROKE} strokeWidth="3" strokeLinejoin="round" />
      <circle cx="136" cy="72" r="6" fill={STROKE} />
      <text x="70" y="80" fontSize="24" fontWeight="700" fill={STROKE} fontFamily="sans-serif">¥</text>
      <rect x="88" y="62" width="32" height="8" rx="4" fill={INK} />
      <rect x="88" y="76" width="20" height="6" rx="3" fill={SOFT} />
      <circle cx="176" cy="106" r="18" fill={STROKE} />
      <path d="M168 106l5 5 11-12" stroke={PAPER} strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>
  );
}

/** 5: a post in the planet feed, pinned, with reactions */
function Feed() {
  return (
    <>
      <rect x="40" y="18" width="140" height="104" rx="8" fill={PAPER} stroke={SOFT} strokeWidth="2" />
      <circle cx="60" cy="38" r="10" fill={SOFT} />
      <rect x="76" y="32" width="50" height="5" rx="2" fill={INK} />
      <rect x="76" y="41" width="30" height="4" rx="2" fill={SOFT} />
      <rect x="140" y="30" width="30" height="14" rx="7" fill={STROKE} />
      <rect x="52" y="56" width="116" height="34" rx="6" fill={SOFT} />
      <path d="M102 64v18l14-9z" fill={STROKE} />
      <path d="M58 106c0-4 6-6 8-2 2-4 8-2 8 2 0 5-8 9-8 9s-8-4-8-9z" fill={STROKE} />
      <rect x="82" y="104" width="22" height="5" rx="2" fill={INK} />
      <rect x="116" y="104" width="22" height="5" rx="2" fill={INK} />
    </>
  );
}

const DRAWINGS = [Materials, Batch, Planet, Price, Feed] as const;

export function GuideIllustration({ step, label }: { step: number; label: string }) {
  const Drawing = DRAWINGS[step - 1] ?? Materials;
  return (
    <Frame label={label}>
      <Drawing />
    </Frame>
  );
}
