import { type ReactNode, useId } from 'react';
import { hashString } from '@/lib/hash-string';

// Colours from the theme and the art palette (src/styles/art-palette.css).
const PAPER = 'var(--mantine-color-white)';
const SOFT = 'var(--art-soft)';
const INK = 'var(--mantine-color-navy-9)';
const GREY = 'var(--art-grey)';
const TEAL = 'var(--art-teal-600)';
const VIOLET = 'var(--art-violet-700)';

const PALETTES = [
  { from: INK, to: 'var(--mantine-color-brand-6)', accent: 'var(--mantine-color-brand-6)', second: 'var(--mantine-color-accent-5)' },
  { from: 'var(--art-teal-950)', to: TEAL, accent: TEAL, second: 'var(--mantine-color-accent-4)' },
  { from: 'var(--art-pink-950)', to: 'var(--art-pink-700)', accent: 'var(--art-pink-700)', second: 'var(--art-yellow-200)' },
  { from: 'var(--art-violet-950)', to: VIOLET, accent: VIOLET, second: 'var(--art-emerald-400)' },
  { from: 'var(--art-sky-900)', to: 'var(--art-sky-600)', accent: 'var(--art-sky-600)', second: 'var(--art-orange-500)' },
] as const;

type Palette = (typeof PALETTES)[number];
export type ArtScene = 'shop' | 'dashboard' | 'phone' | 'chart' | 'page';

/** What the picture shows, from the words of the title: a shop, a dashboard, an app, a chart or a web page. */
export function sceneFor(seed: string): ArtScene {
  const words = seed.toLowerCase();
  if (/shop|store|commerce|market|book|craft/.test(words)) return 'shop';
  if (/erp|pos\b|pharmacy|inventory|software|dashboard|account|crm|tailor/.test(words)) return 'dashboard';
  if (/app\b|apps\b|mobile|flutter|native|wallet|courier|android|ios/.test(words)) return 'phone';
  if (/speed|load|seo|marketing|growth|estimate|years|traffic|sales|chart/.test(words)) return 'chart';
  return 'page';
}

function Bar({ x, y, w, fill = INK, h = 3, opacity }: { x: number; y: number; w: number; fill?: string; h?: number; opacity?: number }) {
  return <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} fillOpacity={opacity} />;
}

function Window({ children }: { children: ReactNode }) {
  return (
    <>
      <rect x="14" y="8" width="72" height="48" rx="3" fill={PAPER} />
      <path d="M14 11a3 3 0 0 1 3-3h66a3 3 0 0 1 3 3v2H14z" fill={SOFT} />
      {children}
    </>
  );
}

const SCENES: Record<ArtScene, (p: Palette, hash: number) => ReactNode> = {
  shop: (p) => (
    <Window>
      <rect x="18" y="16" width="64" height="12" rx="2" fill={p.from} />
      <circle cx="74" cy="22" r="4" fill={p.second} />
      <Bar x={22} y={20} w={26} fill={PAPER} />
      {[0, 1, 2].map((index) => (
        <g key={index}>
          <rect x={18 + index * 22} y="31" width="20" height="22" rx="2" fill={SOFT} />
          <rect x={20 + index * 22} y="33" width="16" height="11" rx="1.5" fill={[p.accent, p.second, TEAL][index]} fillOpacity="0.8" />
          <Bar x={20 + index * 22} y={47} w={12} />
          <Bar x={20 + index * 22} y={51} w={7} fill={p.accent} h={2} />
        </g>
      ))}
    </Window>
  ),
  dashboard: (p, hash) => (
    <>
      <rect x="12" y="8" width="76" height="48" rx="3" fill={PAPER} />
      <path d="M12 11a3 3 0 0 1 3-3h9v48h-9a3 3 0 0 1-3-3z" fill={INK} />
      {[14, 20, 26, 32].map((y) => (
        <Bar key={y} x={15} y={y} w={6} fill={y === 14 ? p.second : PAPER} opacity={y === 14 ? undefined : 0.5} h={2} />
      ))}
      {[0, 1, 2].map((index) => (
        <g key={index}>
          <rect x={28 + index * 19} y="12" width="17" height="10" rx="1.5" fill={SOFT} />
          <Bar x={30 + index * 19} y={17} w={10} fill={[p.accent, TEAL, p.second][index]} h={2.5} />
        </g>
      ))}
      {Array.from({ length: 8 }, (_, index) => {
        const height = 8 + ((hash >> index) % 20);
        return <rect key={index} x={29 + index * 7} y={52 - height} width="4" height={height} rx="1" fill={index === 7 ? p.second : p.accent} />;
      })}
    </>
  ),
  phone: (p) => (
    <>
      <rect x="24" y="6" width="24" height="52" rx="5" fill={INK} />
      <rect x="26" y="9" width="20" height="46" rx="3" fill={PAPER} />
      <rect x="26" y="9" width="20" height="16" rx="3" fill={p.accent} />
      <Bar x={28} y={28} w={14} />
      {[33, 39, 45].map((y, index) => (
        <g key={y}>
          <circle cx="30" cy={y + 1.5} r="1.6" fill={[p.second, TEAL, p.accent][index]} />
          <Bar x={33} y={y} w={10} fill={GREY} />
        </g>
      ))}
      <rect x="54" y="12" width="24" height="52" rx="5" fill={INK} />
      <rect x="56" y="15" width="20" height="46" rx="3" fill={PAPER} />
      {[0, 1, 2, 3].map((index) => (
        <rect key={index} x={58 + (index % 2) * 9} y={20 + Math.floor(index / 2) * 13} width="7" height="10" rx="1.5" fill={[p.accent, p.second, TEAL, VIOLET][index]} />
      ))}
    </>
  ),
  chart: (p, hash) => {
    const points = Array.from({ length: 7 }, (_, index) => [22 + index * 10, 46 - index * 4 - ((hash >> (index * 2)) % 6)]);
    const line = points.map(([x, y], index) => `${index ? 'L' : 'M'}${x} ${y}`).join(' ');
    return (
      <>
        <rect x="12" y="8" width="76" height="48" rx="3" fill={PAPER} />
        {[20, 30, 40, 50].map((y) => (
          <path key={y} d={`M18 ${y}H84`} stroke={SOFT} strokeWidth="0.6" />
        ))}
        <path d={`${line} L82 50 L22 50 Z`} fill={p.accent} fillOpacity="0.15" />
        <path d={line} fill="none" stroke={p.accent} strokeWidth="1.6" strokeLinejoin="round" />
        <circle cx={points[6]![0]} cy={points[6]![1]} r="2" fill={p.second} />
      </>
    );
  },
  page: (p) => (
    <Window>
      <rect x="18" y="16" width="64" height="18" rx="2" fill={p.from} />
      <Bar x={22} y={21} w={24} fill={PAPER} h={3} />
      <Bar x={22} y={27} w={16} fill={p.second} h={3} />
      <path d="M56 34l10-11 6 6 4-3 6 8z" fill={p.accent} />
      {[0, 1, 2].map((index) => (
        <g key={index}>
          <rect x={18 + index * 22} y="37" width="20" height="16" rx="2" fill={SOFT} />
          <rect x={20 + index * 22} y="39" width="5" height="5" rx="1" fill={[p.accent, p.second, TEAL][index]} />
          <Bar x={20 + index * 22} y={47} w={13} fill={GREY} />
        </g>
      ))}
    </Window>
  ),
};

interface GeneratedArtProps {
  /** What the picture stands for (a title); its words pick the scene and its hash the colours. */
  seed: string;
  width?: number;
  height?: number;
  className?: string;
}

/**
 * DESIGN.md: no stock photography. For a project or post without an image of
 * its own, a small drawn scene of what it is about (a shop, a dashboard, an
 * app, a chart, a web page) in brand colours; never its title as text.
 * Decorative: it carries no text for assistive technology.
 */
export function GeneratedArt({ seed, width = 640, height = 400, className }: GeneratedArtProps) {
  const gradientId = useId();
  const hash = hashString(seed);
  const palette = PALETTES[hash % PALETTES.length]!;
  const scene = sceneFor(seed);
  return (
    <svg
      viewBox="0 0 100 62.5"
      width={width}
      height={height}
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-scene={scene}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.from} />
          <stop offset="1" stopColor={palette.to} />
        </linearGradient>
      </defs>
      <rect width="100" height="62.5" fill={`url(#${gradientId})`} />
      <circle cx={10 + (hash % 80)} cy="4" r="20" fill="var(--mantine-color-white)" opacity="0.06" />
      {SCENES[scene](palette, hash)}
    </svg>
  );
}
