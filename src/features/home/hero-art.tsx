/**
 * The hero's slides show finished screens of the kind of work ITBD ships: a
 * shop in a browser, a business dashboard beside its courier app, a marketing
 * report. Drawn in SVG (no image requests in the first screen's budget) and
 * decorative: the slide's headline says what it shows.
 */
import type { ReactNode } from 'react';

// Colours from the theme and the art palette (src/styles/art-palette.css).
const WHITE = 'var(--mantine-color-white)';
const INK = 'var(--mantine-color-navy-9)';
const MUTED = 'var(--art-small-print)';
const LINE = 'var(--art-hairline)';
const BRAND = 'var(--mantine-color-brand-6)';
const AMBER = 'var(--mantine-color-accent-5)';
const TEAL = 'var(--art-teal-600)';
const FONT = "'Plus Jakarta Sans Variable', system-ui, sans-serif";

function Browser({ url, children }: { url: string; children: ReactNode }) {
  return (
    <g>
      <rect x="8" y="14" width="384" height="272" rx="14" fill={WHITE} />
      <path d="M8 28a14 14 0 0 1 14-14h356a14 14 0 0 1 14 14v14H8z" fill="var(--art-chrome)" />
      <circle cx="26" cy="28" r="4" fill="var(--art-red-400)" />
      <circle cx="40" cy="28" r="4" fill="var(--mantine-color-accent-4)" />
      <circle cx="54" cy="28" r="4" fill="var(--art-emerald-400)" />
      <rect x="120" y="21" width="180" height="14" rx="7" fill={WHITE} />
      <text x="210" y="31.5" textAnchor="middle" fontSize="8" fill={MUTED}>
        {url}
      </text>
      {children}
    </g>
  );
}

/** A product tile: a coloured photo area with a simple product shape, name and price. */
function Product({ x, colour, shape, name, price }: { x: number; colour: string; shape: 'shirt' | 'book' | 'bag'; name: string; price: string }) {
  const cx = x + 52;
  const art = {
    shirt: `M${cx - 22} 176l14-12h16l14 12-8 10-6-4v28h-32v-28l-6 4z`,
    book: `M${cx - 18} 164h30a6 6 0 0 1 6 6v36h-30a6 6 0 0 0-6 6z M${cx - 18} 164v48`,
    bag: `M${cx - 20} 178h40l-4 34h-32z M${cx - 10} 178v-6a10 10 0 0 1 20 0v6`,
  }[shape];
  return (
    <g>
      <rect x={x} y="152" width="104" height="110" rx="10" fill={WHITE} stroke={LINE} />
      <rect x={x + 6} y="158" width="92" height="60" rx="7" fill={colour} fillOpacity="0.16" />
      <path d={art} fill={colour} stroke={colour} strokeWidth="1.5" strokeLinejoin="round" />
      <text x={x + 8} y="234" fontSize="9" fontWeight="700" fill={INK}>
        {name}
      </text>
      <text x={x + 8} y="250" fontSize="10" fontWeight="800" fill={BRAND}>
        {price}
      </text>
      <rect x={x + 70} y="240" width="26" height="14" rx="7" fill={AMBER} />
      <path d={`M${x + 78} 247h10M${x + 83} 242v10`} stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
    </g>
  );
}

export function BrowserArt() {
  return (
    <svg viewBox="0 0 400 300" width="400" height="300" aria-hidden="true" focusable="false" fontFamily={FONT}>
      <Browser url="dhakacrafts.com">
        <text x="24" y="62" fontSize="12" fontWeight="800" fill={INK}>
          Dhaka Crafts
        </text>
        <text x="236" y="61" fontSize="8" fill={MUTED}>
          Shop · Jute · Kantha · Gifts
        </text>
        <rect x="356" y="50" width="20" height="16" rx="5" fill={BRAND} />
        <text x="366" y="61" textAnchor="middle" fontSize="8" fontWeight="800" fill={WHITE}>
          3
        </text>
        <rect x="24" y="74" width="352" height="66" rx="10" fill={INK} />
        <text x="40" y="100" fontSize="13" fontWeight="800" fill={WHITE}>
          Handmade in Bangladesh
        </text>
        <text x="40" y="116" fontSize="8.5" fill="var(--art-on-navy)">
          Free delivery over ৳2,000 · shipped to 14 countries
        </text>
        <circle cx="318" cy="107" r="26" fill={AMBER} />
        <circle cx="350" cy="92" r="12" fill="var(--mantine-color-brand-3)" />
        <Product x={24} colour={TEAL} shape="bag" name="Jute tote bag" price="৳ 850" />
        <Product x={148} colour="var(--art-pink-700)" shape="shirt" name="Kantha kurta" price="৳ 2,400" />
        <Product x={272} colour={BRAND} shape="book" name="Nakshi notebook" price="৳ 450" />
      </Browser>
    </svg>
  );
}

export function DevicesArt() {
  const bars = [46, 62, 38, 74, 58, 88, 70];
  return (
    <svg viewBox="0 0 400 300" width="400" height="300" aria-hidden="true" focusable="false" fontFamily={FONT}>
      <rect x="6" y="20" width="300" height="220" rx="12" fill={WHITE} />
      <path d="M6 32a12 12 0 0 1 12-12h50v220H18a12 12 0 0 1-12-12z" fill={INK} />
      <rect x="18" y="34" width="38" height="8" rx="4" fill={AMBER} />
      {[58, 78, 98, 118].map((y, index) => (
        <rect key={y} x="18" y={y} width={index === 0 ? 38 : 30} height="7" rx="3.5" fill={WHITE} fillOpacity={index === 0 ? 0.9 : 0.35} />
      ))}
      <text x="80" y="44" fontSize="11" fontWeight="800" fill={INK}>
        Sales overview
      </text>
      {[
        { x: 80, label: 'Today', value: '৳ 4.2L', tone: BRAND },
        { x: 154, label: 'Orders', value: '1,284', tone: TEAL },
        { x: 228, label: 'Growth', value: '+18%', tone: 'var(--mantine-color-accent-7)' },
      ].map((kpi) => (
        <g key={kpi.label}>
          <rect x={kpi.x} y="54" width="66" height="44" rx="8" fill="var(--art-panel)" />
          <text x={kpi.x + 8} y="70" fontSize="7.5" fill={MUTED}>
            {kpi.label}
          </text>
          <text x={kpi.x + 8} y="88" fontSize="12" fontWeight="800" fill={kpi.tone}>
            {kpi.value}
          </text>
        </g>
      ))}
      <rect x="80" y="108" width="214" height="120" rx="8" fill="var(--art-panel)" />
      {bars.map((height, index) => (
        <rect key={index} x={94 + index * 28} y={216 - height} width="16" height={height} rx="3" fill={index === 5 ? AMBER : BRAND} fillOpacity={index === 5 ? 1 : 0.8} />
      ))}
      <path d="M90 216h196" stroke={LINE} />
      {/* The courier app on a phone, in front. */}
      <rect x="284" y="70" width="108" height="210" rx="18" fill={INK} />
      <rect x="291" y="80" width="94" height="190" rx="12" fill={WHITE} />
      <rect x="291" y="80" width="94" height="82" rx="12" fill="var(--art-map)" />
      <path d="M300 150c16-20 28 4 44-18s24-6 34-26" fill="none" stroke={BRAND} strokeWidth="3" strokeLinecap="round" strokeDasharray="1 6" />
      <circle cx="300" cy="150" r="5" fill={TEAL} />
      <circle cx="378" cy="106" r="6" fill={AMBER} stroke={WHITE} strokeWidth="2" />
      <text x="298" y="180" fontSize="8.5" fontWeight="800" fill={INK}>
        Parcel #4821
      </text>
      <text x="298" y="193" fontSize="7" fill={MUTED}>
        Out for delivery · 12 min
      </text>
      <rect x="298" y="202" width="80" height="6" rx="3" fill={LINE} />
      <rect x="298" y="202" width="58" height="6" rx="3" fill={TEAL} />
      <rect x="298" y="240" width="80" height="20" rx="10" fill={BRAND} />
      <text x="338" y="253" textAnchor="middle" fontSize="8" fontWeight="700" fill={WHITE}>
        Call rider
      </text>
    </svg>
  );
}

export function GrowthArt() {
  const points = [
    [30, 196],
    [70, 188],
    [110, 170],
    [150, 174],
    [190, 140],
    [230, 128],
    [270, 96],
    [310, 84],
  ];
  const line = points.map(([x, y], index) => `${index ? 'L' : 'M'}${x} ${y}`).join(' ');
  return (
    <svg viewBox="0 0 400 300" width="400" height="300" aria-hidden="true" focusable="false" fontFamily={FONT}>
      <rect x="8" y="20" width="384" height="260" rx="14" fill={WHITE} />
      <text x="28" y="48" fontSize="11" fontWeight="800" fill={INK}>
        Leads from search and social
      </text>
      <text x="28" y="63" fontSize="8" fill={MUTED}>
        Last 8 months · monthly report
      </text>
      <rect x="300" y="36" width="76" height="22" rx="11" fill="var(--art-green-100)" />
      <text x="338" y="51" textAnchor="middle" fontSize="9" fontWeight="800" fill="var(--art-green-800)">
        ▲ 212%
      </text>
      {[96, 136, 176, 216].map((y) => (
        <path key={y} d={`M28 ${y}H336`} stroke={LINE} />
      ))}
      <path d={`${line} L310 216 L30 216 Z`} fill={BRAND} fillOpacity="0.12" />
      <path d={line} fill="none" stroke={BRAND} strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
      <path d="M30 206 L110 196 L190 184 L270 168 L310 160" fill="none" stroke={AMBER} strokeWidth="2.5" strokeDasharray="5 4" />
      <circle cx="310" cy="84" r="6" fill={BRAND} stroke={WHITE} strokeWidth="2" />
      {[
        { y: 236, label: 'Google Ads', value: '38%', colour: BRAND, width: 112 },
        { y: 254, label: 'Facebook', value: '27%', colour: TEAL, width: 80 },
      ].map((row) => (
        <g key={row.label}>
          <text x="28" y={row.y + 8} fontSize="8" fill={INK} fontWeight="700">
            {row.label}
          </text>
          <rect x="96" y={row.y} width="160" height="9" rx="4.5" fill="var(--art-soft)" />
          <rect x="96" y={row.y} width={row.width} height="9" rx="4.5" fill={row.colour} />
          <text x="264" y={row.y + 8} fontSize="8" fontWeight="800" fill={INK}>
            {row.value}
          </text>
        </g>
      ))}
      <circle cx="348" cy="240" r="24" fill="none" stroke="var(--art-soft)" strokeWidth="9" />
      <circle cx="348" cy="240" r="24" fill="none" stroke={AMBER} strokeWidth="9" strokeDasharray="98 151" transform="rotate(-90 348 240)" />
      <text x="348" y="243" textAnchor="middle" fontSize="9" fontWeight="800" fill={INK}>
        65%
      </text>
    </svg>
  );
}
