import type { ReactNode } from 'react';
import { PROJECTS_DELIVERED } from '@/lib/company-figures';

/**
 * Hero art for the pages that have no product to show, one picture per kind
 * of page (issue 16: one illustration with a changed label was reused on five
 * pages): the team on a call, the blog's article, the job board, the company's
 * fifteen years. Drawn on the navy hero in the brand colours; decorative.
 * Colours from the theme and the art palette (src/styles/art-palette.css).
 */
const WHITE = 'var(--mantine-color-white)';
const INK = 'var(--mantine-color-navy-9)';
const MUTED = 'var(--art-grey)';
const SOFT = 'var(--art-soft)';
const BRAND = 'var(--mantine-color-brand-6)';
const AMBER = 'var(--mantine-color-accent-4)';
const TEAL = 'var(--art-teal-600)';
const PINK = 'var(--art-pink-700)';
const VIOLET = 'var(--art-violet-700)';
const FONT = "'Plus Jakarta Sans Variable', system-ui, sans-serif";

/** A drawing's frame, with a faint glow behind it: white by default, or a colour of the drawing's own. */
function Art({ children, glow = { fill: WHITE, opacity: 0.04 } }: { children: ReactNode; glow?: { fill: string; opacity: number } }) {
  return (
    <svg viewBox="0 0 480 400" width={480} height={400} aria-hidden="true" focusable="false" fontFamily={FONT} style={{ display: 'block', width: '100%', height: 'auto' }}>
      <circle cx="240" cy="200" r="180" fill={glow.fill} fillOpacity={glow.opacity} />
      {children}
    </svg>
  );
}

const Line = ({ x, y, w, fill = INK, h = 8 }: { x: number; y: number; w: number; fill?: string; h?: number }) => (
  <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} />
);

/** A person as a simple bust on a coloured tile. */
function Person({ x, y, size, colour, skin }: { x: number; y: number; size: number; colour: string; skin: string }) {
  const cx = x + size / 2;
  return (
    <g>
      <rect x={x} y={y} width={size} height={size} rx="14" fill={colour} fillOpacity="0.18" />
      <circle cx={cx} cy={y + size * 0.4} r={size * 0.17} fill={skin} />
      <path d={`M${x + size * 0.2} ${y + size}a${size * 0.3} ${size * 0.28} 0 0 1 ${size * 0.6} 0z`} fill={colour} />
    </g>
  );
}

/** /about/our-team: the team on a video call, one speaking. */
export function TeamArt() {
  const people = [
    { colour: BRAND, skin: 'var(--art-skin-2)' },
    { colour: TEAL, skin: 'var(--art-skin-4)' },
    { colour: PINK, skin: 'var(--art-skin-3)' },
    { colour: VIOLET, skin: 'var(--art-skin-1)' },
    { colour: 'var(--mantine-color-accent-7)', skin: 'var(--art-skin-4)' },
    { colour: BRAND, skin: 'var(--art-skin-3)' },
  ];
  return (
    <Art>
      <rect x="40" y="50" width="400" height="300" rx="20" fill={WHITE} />
      {people.map((person, index) => (
        <Person key={index} x={60 + (index % 3) * 124} y={70 + Math.floor(index / 3) * 124} size={112} {...person} />
      ))}
      <rect x="58" y="68" width="116" height="116" rx="16" fill="none" stroke={AMBER} strokeWidth="4" />
      <rect x="170" y="310" width="140" height="28" rx="14" fill={SOFT} />
      <circle cx="196" cy="324" r="9" fill={BRAND} />
      <circle cx="224" cy="324" r="9" fill={TEAL} />
      <circle cx="252" cy="324" r="9" fill="var(--art-red-600)" />
      <circle cx="280" cy="324" r="9" fill={MUTED} />
    </Art>
  );
}

/** /blog: an article with its chart, and a reading card in front. */
export function BlogArt() {
  return (
    <Art>
      <rect x="60" y="40" width="300" height="320" rx="18" fill={WHITE} />
      <Line x={84} y={66} w={80} fill={AMBER} h={10} />
      <Line x={84} y={88} w={230} h={14} />
      <Line x={84} y={110} w={160} h={14} />
      <rect x="84" y="140" width="252" height="110" rx="10" fill={SOFT} />
      {[50, 72, 40, 88, 64, 96].map((height, index) => (
        <rect key={index} x={104 + index * 38} y={234 - height} width="22" height={height} rx="4" fill={index === 5 ? AMBER : BRAND} />
      ))}
      {[268, 286, 304, 322].map((y, index) => (
        <Line key={y} x={84} y={y} w={index === 3 ? 150 : 252} fill="var(--art-faint)" />
      ))}
      <g transform="translate(300 200) rotate(6)">
        <rect width="140" height="150" rx="14" fill={INK} stroke={WHITE} strokeOpacity="0.3" />
        <rect x="14" y="14" width="112" height="58" rx="8" fill={TEAL} />
        <path d="M30 62l22-24 14 14 10-8 20 18z" fill={WHITE} fillOpacity="0.85" />
        <Line x={14} y={86} w={100} fill={WHITE} />
        <Line x={14} y={102} w={70} fill={WHITE} />
        <Line x={14} y={124} w={50} fill={AMBER} />
      </g>
    </Art>
  );
}

/** /career: open roles on a job board, one being applied for. */
export function CareerArt() {
  const roles = [
    { colour: BRAND, width: 150 },
    { colour: TEAL, width: 120 },
    { colour: PINK, width: 170 },
  ];
  return (
    <Art>
      <rect x="50" y="40" width="330" height="300" rx="18" fill={WHITE} />
      <Line x={74} y={66} w={120} h={12} />
      <rect x="276" y="60" width="80" height="24" rx="12" fill={SOFT} />
      {roles.map((role, index) => {
        const y = 104 + index * 74;
        return (
          <g key={index}>
            <rect x="70" y={y} width="290" height="62" rx="12" fill={SOFT} />
            <rect x="84" y={y + 13} width="36" height="36" rx="10" fill={role.colour} />
            <path d={`M94 ${y + 27}h16v14h-16z M98 ${y + 27}v-4h8v4`} fill="none" stroke={WHITE} strokeWidth="2.5" strokeLinejoin="round" />
            <Line x={132} y={y + 16} w={role.width} />
            <Line x={132} y={y + 34} w={60} fill={MUTED} h={7} />
            <Line x={198} y={y + 34} w={50} fill={MUTED} h={7} />
            <rect x="296" y={y + 19} width="52" height="24" rx="12" fill={index === 0 ? AMBER : BRAND} />
          </g>
        );
      })}
      <g transform="translate(300 250)">
        <rect width="130" height="110" rx="16" fill={INK} stroke={WHITE} strokeOpacity="0.3" />
        <circle cx="36" cy="38" r="18" fill="var(--art-green-500)" />
        <path d="M27 38l6 6 12-12" fill="none" stroke={WHITE} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <Line x={64} y={28} w={50} fill={WHITE} />
        <Line x={64} y={44} w={36} fill={WHITE} h={6} />
        <Line x={18} y={72} w={94} fill={WHITE} h={6} />
        <Line x={18} y={86} w={60} fill={AMBER} h={6} />
      </g>
    </Art>
  );
}

/** /about/company-overview: fifteen years of projects, from a small studio to the projects-delivered figure. */
export function CompanyArt() {
  const years = [
    { label: '2011', height: 30 },
    { label: '2014', height: 62 },
    { label: '2017', height: 100 },
    { label: '2020', height: 140 },
    { label: '2023', height: 176 },
    { label: '2026', height: 210 },
  ];
  return (
    <Art>
      <rect x="40" y="50" width="400" height="300" rx="20" fill={WHITE} />
      <Line x={64} y={76} w={140} h={12} />
      <rect x="330" y="68" width="86" height="30" rx="15" fill="var(--art-green-100)" />
      <text x="373" y="88" textAnchor="middle" fontSize="15" fontWeight="800" fill="var(--art-green-800)">
        {PROJECTS_DELIVERED.value}
      </text>
      <path d="M64 314h352" stroke="var(--art-line)" strokeWidth="2" />
      {years.map((year, index) => (
        <g key={year.label}>
          <rect x={76 + index * 56} y={314 - year.height} width="36" height={year.height} rx="6" fill={index === years.length - 1 ? AMBER : BRAND} fillOpacity={0.45 + index * 0.11} />
          <text x={94 + index * 56} y="336" textAnchor="middle" fontSize="12" fontWeight="700" fill="var(--art-slate)">
            {year.label}
          </text>
        </g>
      ))}
      <path d="M94 278C180 260 260 180 374 100" fill="none" stroke={INK} strokeWidth="3" strokeDasharray="6 6" />
      <circle cx="374" cy="100" r="8" fill={AMBER} stroke={INK} strokeWidth="3" />
    </Art>
  );
}

/** Home 'Why ITBD': a release that passed its checks, with the project manager's message beside it. */
export function QualityArt() {
  const checks = ['var(--art-green-500)', 'var(--art-green-500)', 'var(--art-green-500)', 'var(--art-green-500)', AMBER];
  return (
    <Art glow={{ fill: BRAND, opacity: 0.08 }}>
      <rect x="50" y="50" width="300" height="250" rx="18" fill={WHITE} stroke="var(--art-line)" />
      <Line x={74} y={76} w={120} h={12} />
      <rect x="262" y="70" width="66" height="24" rx="12" fill="var(--art-green-100)" />
      <Line x={276} y={78} w={38} fill="var(--art-green-800)" />
      {checks.map((colour, index) => {
        const y = 112 + index * 36;
        return (
          <g key={index}>
            <circle cx="86" cy={y + 10} r="11" fill={colour} />
            <path d={`M81 ${y + 10}l4 4 7-8`} fill="none" stroke={WHITE} strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
            <Line x={108} y={y + 6} w={150 - (index % 3) * 28} fill="var(--art-slate)" />
            <Line x={290} y={y + 6} w={36} fill={MUTED} />
          </g>
        );
      })}
      <g transform="translate(250 250)">
        <rect width="190" height="96" rx="16" fill={INK} />
        <circle cx="34" cy="34" r="18" fill={TEAL} />
        <circle cx="34" cy="29" r="7" fill={WHITE} fillOpacity="0.9" />
        <path d="M22 46a12 10 0 0 1 24 0z" fill={WHITE} fillOpacity="0.9" />
        <Line x={62} y={24} w={96} fill={WHITE} />
        <Line x={62} y={40} w={70} fill={WHITE} h={6} />
        <Line x={20} y={68} w={150} fill={AMBER} h={6} />
      </g>
    </Art>
  );
}
