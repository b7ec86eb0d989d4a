import type { ReactNode } from 'react';
import type { GuidePageId } from '@shared/guide/pages.ts';

/**
 * The guide's illustrations, drawn in SVG from a few shared pieces (phone, card, chat bubble, coin, avatar,
 * tick) so that 13 pictures cost little. Colours come from classes in guide.css, which follow the theme's
 * custom properties. Decorative: the text beside each picture says everything.
 */
type Box = { x: number; y: number };

const Phone = ({ x, y }: Box) => (
  <>
    <rect x={x} y={y} width="110" height="190" rx="16" className="f" />
    <rect x={x + 8} y={y + 16} width="94" height="160" rx="6" className="s" />
  </>
);

/** a card with `lines` text lines; `a`: filled with the accent colour */
const Card = ({ x, y, w, h, lines = 2, a }: Box & { w: number; h: number; lines?: number; a?: boolean }) => (
  <>
    <rect x={x} y={y} width={w} height={h} rx="8" className={a ? 'a' : 'f'} />
    {Array.from({ length: lines }, (_, i) => (
      <path key={i} d={`M${x + 14} ${y + 18 + i * 14}h${(w - 28) * (i ? 0.6 : 1)}`} className={a ? 'k' : 'l'} />
    ))}
  </>
);

const Bubble = ({ x, y, w, r }: Box & { w: number; r?: boolean }) => (
  <>
    <rect x={x} y={y} width={w} height="28" rx="10" className={r ? 'a' : 'f'} />
    <path d={r ? `M${x + w - 10} ${y + 28}l12 8-2-10z` : `M${x + 10} ${y + 28}l-12 8 2-10z`} className={r ? 'a' : 'f'} />
    <path d={`M${x + 12} ${y + 14}h${w - 24}`} className={r ? 'k' : 'l'} />
  </>
);

const Coin = ({ x, y }: Box) => (
  <>
    <circle cx={x} cy={y} r="18" className="c" />
    <text x={x} y={y + 6} className="t">¥</text>
  </>
);

const Avatar = ({ x, y, a }: Box & { a?: boolean }) => <circle cx={x} cy={y} r="12" className={a ? 'a' : 'm'} />;

const Tick = ({ x, y }: Box) => <path d={`M${x - 6} ${y}l4 4 8-8`} className="k" />;

const Planet = ({ x, y }: Box) => (
  <>
    <circle cx={x} cy={y} r="26" className="a" />
    <ellipse cx={x} cy={y} rx="44" ry="11" transform={`rotate(-18 ${x} ${y})`} className="o" />
  </>
);

const Plus = ({ x, y }: Box) => (
  <>
    <circle cx={x} cy={y} r="16" className="a" />
    <path d={`M${x - 7} ${y}h14M${x} ${y - 7}v14`} className="k" />
  </>
);

const SCENES: Record<GuidePageId, () => ReactNode> = {
  planet: () => (
    <>
      <Phone x={105} y={15} />
      <Planet x={160} y={78} />
      <Card x={123} y={122} w={74} h={44} />
      <Plus x={220} y={178} />
    </>
  ),
  group: () => (
    <>
      <Phone x={105} y={15} />
      <Bubble x={121} y={44} w={60} />
      <Bubble x={139} y={88} w={60} r />
      <Bubble x={121} y={132} w={48} />
      <Avatar x={60} y={70} a />
      <Avatar x={48} y={100} />
      <Avatar x={72} y={100} />
      <path d="M84 88h18" className="d" />
    </>
  ),
  channels: () => (
    <>
      <path d="M160 110L58 52M160 110l102-58M160 110L58 168M160 110l102 58" className="d" />
      {[
        [38, 32],
        [242, 32],
        [38, 148],
        [242, 148],
      ].map(([x, y]) => (
        <rect key={x! + y!} x={x} y={y} width="40" height="40" rx="10" className={y === 32 ? 'a' : 'b'} />
      ))}
      <Card x={110} y={80} w={100} h={60} lines={3} />
    </>
  ),
  members: () => (
    <>
      <rect x="70" y="20" width="180" height="180" rx="10" className="f" />
      {[55, 110, 165].map((y, i) => (
        <g key={y}>
          <Avatar x={100} y={y} a={i === 0} />
          <path d={`M124 ${y}h70`} className="l" />
          <circle cx="218" cy={y} r="10" className="a" />
          <Tick x={218} y={y} />
        </g>
      ))}
    </>
  ),
  withdraw: () => (
    <>
      <Card x={40} y={55} w={150} h={96} lines={3} a />
      <path d="M200 104h30m-10-10 10 10-10 10" className="d" />
      <Coin x={262} y={150} />
      <Coin x={262} y={122} />
      <Coin x={262} y={94} />
    </>
  ),
  paid: () => (
    <>
      <Planet x={140} y={100} />
      <Coin x={200} y={150} />
      <Avatar x={70} y={170} />
      <Avatar x={100} y={182} a />
    </>
  ),
  checkin: () => (
    <>
      <rect x="60" y="25" width="200" height="170" rx="10" className="f" />
      <rect x="60" y="25" width="200" height="34" rx="10" className="a" />
      {Array.from({ length: 12 }, (_, i) => {
        const x = 88 + (i % 4) * 48;
        const y = 86 + Math.floor(i / 4) * 38;
        return (
          <g key={i}>
            <circle cx={x} cy={y} r="13" className={i < 9 ? 'a' : 'b'} />
            {i < 9 && <Tick x={x} y={y} />}
          </g>
        );
      })}
    </>
  ),
  membership: () => (
    <>
      <Card x={70} y={60} w={180} h={110} lines={0} a />
      <path d="M130 125l-10-36 22 16 18-26 18 26 22-16-10 36z" className="w" />
      <path d="M122 146h76" className="k" />
    </>
  ),
  leads: () => (
    <>
      <Avatar x={100} y={30} />
      <Avatar x={160} y={22} a />
      <Avatar x={220} y={30} />
      <path d="M70 58h180l-66 70v54h-48v-54z" className="b" />
      <Avatar x={160} y={196} a />
    </>
  ),
  qa: () => (
    <>
      <rect x="50" y="40" width="120" height="60" rx="14" className="f" />
      <text x="110" y="82" className="q">?</text>
      <Bubble x={130} y={120} w={130} r />
      <Coin x={70} y={160} />
    </>
  ),
  share: () => (
    <>
      <path d="M60 30h90l30 30v130H60z" className="f" />
      <path d="M150 30v30h30" className="d" />
      <path d="M80 90h80M80 114h80M80 138h50" className="l" />
      <path d="M220 110l40-34m-40 34 40 34" className="d" />
      <circle cx="220" cy="110" r="14" className="a" />
      <circle cx="262" cy="74" r="12" className="b" />
      <circle cx="262" cy="146" r="12" className="b" />
    </>
  ),
  live: () => (
    <>
      <Phone x={105} y={15} />
      <path d="M145 80v50l42-25z" className="a" />
      <rect x="122" y="40" width="38" height="16" rx="8" className="r" />
      <rect x="196" y="160" width="40" height="32" rx="6" className="a" />
      <path d="M204 160v-8a12 12 0 0124 0v8" className="o" />
    </>
  ),
  class: () => (
    <>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Avatar key={i} x={70 + (i % 3) * 34} y={90 + Math.floor(i / 3) * 36} a={i === 0} />
      ))}
      <Bubble x={170} y={50} w={100} r />
      <Card x={170} y={110} w={100} h={70} lines={3} />
    </>
  ),
};

export function GuideArt({ id }: { id: GuidePageId }) {
  return (
    <svg className="lc-guide__art" viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <rect width="320" height="220" rx="16" className="g" />
      {SCENES[id]()}
    </svg>
  );
}
