/**
 * Line drawings for the hero's slides, in white and the accent on the dark
 * hero: a browser, a phone beside a dashboard, a growth chart. Decorative.
 */
const line = { stroke: 'rgba(255,255,255,0.55)', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const stroke = { fill: 'none', ...line } as const;
const soft = 'rgba(255,255,255,0.10)';
const accent = '#fbbf24';

export function BrowserArt() {
  return (
    <svg viewBox="0 0 400 300" width="400" height="300" aria-hidden="true" focusable="false">
      <rect x="20" y="30" width="360" height="240" rx="14" fill={soft} {...line} />
      <path d="M20 70h360" {...stroke} />
      <circle cx="44" cy="50" r="6" fill={accent} />
      <circle cx="64" cy="50" r="6" fill="rgba(255,255,255,0.5)" />
      <circle cx="84" cy="50" r="6" fill="rgba(255,255,255,0.3)" />
      <rect x="44" y="92" width="150" height="18" rx="6" fill="rgba(255,255,255,0.75)" />
      <rect x="44" y="122" width="190" height="10" rx="5" fill="rgba(255,255,255,0.35)" />
      <rect x="44" y="140" width="160" height="10" rx="5" fill="rgba(255,255,255,0.35)" />
      <rect x="44" y="166" width="96" height="30" rx="15" fill={accent} />
      <rect x="256" y="92" width="100" height="104" rx="10" {...stroke} />
      <path d="M268 180l24-30 18 20 12-12 22 22" {...stroke} />
      <rect x="44" y="216" width="92" height="34" rx="8" {...stroke} />
      <rect x="154" y="216" width="92" height="34" rx="8" {...stroke} />
      <rect x="264" y="216" width="92" height="34" rx="8" {...stroke} />
    </svg>
  );
}

export function DevicesArt() {
  return (
    <svg viewBox="0 0 400 300" width="400" height="300" aria-hidden="true" focusable="false">
      <rect x="30" y="40" width="250" height="180" rx="12" fill={soft} {...line} />
      <rect x="50" y="62" width="60" height="136" rx="6" fill="rgba(255,255,255,0.12)" />
      <rect x="126" y="62" width="134" height="40" rx="6" {...stroke} />
      <rect x="136" y="84" width="40" height="8" rx="4" fill={accent} />
      <path d="M134 188v-40M160 188v-58M186 188v-28M212 188v-66M238 188v-46" {...stroke} strokeWidth={10} stroke="rgba(255,255,255,0.45)" />
      <path d="M110 250h110" {...stroke} />
      <path d="M155 220v30" {...stroke} />
      <rect x="290" y="90" width="84" height="160" rx="16" fill="rgba(10,31,68,0.6)" {...line} />
      <rect x="304" y="116" width="56" height="34" rx="6" fill="rgba(255,255,255,0.75)" />
      <rect x="304" y="160" width="56" height="10" rx="5" fill="rgba(255,255,255,0.35)" />
      <rect x="304" y="178" width="40" height="10" rx="5" fill="rgba(255,255,255,0.35)" />
      <rect x="304" y="204" width="56" height="24" rx="12" fill={accent} />
      <path d="M322 102h20" {...stroke} />
    </svg>
  );
}

export function GrowthArt() {
  return (
    <svg viewBox="0 0 400 300" width="400" height="300" aria-hidden="true" focusable="false">
      <circle cx="300" cy="90" r="56" fill={soft} {...line} />
      <circle cx="300" cy="90" r="34" {...stroke} />
      <circle cx="300" cy="90" r="12" fill={accent} />
      <path d="M40 260h330M40 260V40" {...stroke} />
      <path d="M60 236l60-48 48 24 64-70 52 20 70-72" {...stroke} stroke={accent} strokeWidth={4} />
      <circle cx="120" cy="188" r="7" fill="#fff" />
      <circle cx="168" cy="212" r="7" fill="#fff" />
      <circle cx="232" cy="142" r="7" fill="#fff" />
      <circle cx="284" cy="162" r="7" fill="#fff" />
      <rect x="70" y="220" width="28" height="40" rx="4" fill="rgba(255,255,255,0.18)" />
      <rect x="150" y="200" width="28" height="60" rx="4" fill="rgba(255,255,255,0.18)" />
      <rect x="230" y="170" width="28" height="90" rx="4" fill="rgba(255,255,255,0.18)" />
      <rect x="310" y="150" width="28" height="110" rx="4" fill="rgba(255,255,255,0.18)" />
    </svg>
  );
}
