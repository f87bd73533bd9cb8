import { useId } from 'react';
import classes from './affiliate-art.module.css';

/**
 * DESIGN.md: drawn illustrations instead of stock photos. Decorative: the
 * text beside them says everything, so they are hidden from assistive
 * technology.
 */
export function EarningsIllustration({ className }: { className?: string }) {
  const shadowId = useId();
  const bars = [44, 62, 56, 84, 98, 128];
  return (
    <svg viewBox="0 0 520 420" className={className} aria-hidden="true" focusable="false">
      <defs>
        <filter id={shadowId} x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="10" stdDeviation="14" floodColor="var(--mantine-color-navy-9)" floodOpacity="0.14" />
        </filter>
      </defs>

      <circle cx="276" cy="214" r="190" className={classes.halo} />
      <circle cx="276" cy="214" r="132" className={classes.haloInner} />

      {/* Referral network: the affiliate's contacts, linked to the earnings card. */}
      <g className={classes.link} strokeDasharray="5 7" strokeWidth="2" fill="none">
        <path d="M452 262 C 470 300, 470 330, 446 352" />
        <path d="M452 262 C 420 300, 380 320, 372 356" />
      </g>
      <Person x={452} y={246} tone="brand" />
      <Person x={446} y={366} tone="accent" />
      <Person x={368} y={372} tone="navy" />

      {/* The dashboard card with a rising chart. */}
      <g filter={`url(#${shadowId})`}>
        <rect x="96" y="72" width="320" height="232" rx="18" className={classes.surface} />
      </g>
      <circle cx="122" cy="98" r="5" className={classes.dotRed} />
      <circle cx="138" cy="98" r="5" className={classes.amber} />
      <circle cx="154" cy="98" r="5" className={classes.dotGreen} />
      <rect x="122" y="124" width="96" height="10" rx="5" className={classes.muted} />
      <text x="122" y="168" className={classes.amount}>
        ৳52,400
      </text>
      <rect x="300" y="124" width="90" height="28" rx="14" className={classes.gainBadge} />
      <path d="M316 144 l8 -8 l6 6 l10 -10" fill="none" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" className={classes.gainMark} />
      <rect x="348" y="134" width="30" height="8" rx="4" className={classes.gainMark} />
      {bars.map((height, index) => (
        <rect
          key={height}
          x={126 + index * 46}
          y={284 - height}
          width="28"
          height={height}
          rx="6"
          className={index === bars.length - 1 ? classes.amber : classes.bar}
        />
      ))}
      <polyline
        points={bars.map((height, index) => `${140 + index * 46},${270 - height}`).join(' ')}
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={classes.trend}
      />
      {bars.map((height, index) => (
        <circle key={height} cx={140 + index * 46} cy={270 - height} r="5" className={classes.trendDot} />
      ))}

      {/* A commission arriving. */}
      <g filter={`url(#${shadowId})`}>
        <rect x="36" y="268" width="206" height="72" rx="16" className={classes.surface} />
      </g>
      <circle cx="72" cy="304" r="18" className={classes.gainBadge} />
      <path d="M72 313 v-18 M64 303 l8 -8 l8 8" fill="none" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" className={classes.gainMark} />
      <text x="100" y="300" className={classes.credit}>
        +৳4,500
      </text>
      <rect x="100" y="312" width="112" height="8" rx="4" className={classes.muted} />

      {/* A taka coin. */}
      <circle cx="436" cy="92" r="40" className={classes.amber} />
      <circle cx="436" cy="92" r="31" fill="none" strokeWidth="2" className={classes.coinRim} />
      <text x="436" y="106" textAnchor="middle" className={classes.coinSign}>
        ৳
      </text>
      <circle cx="66" cy="130" r="10" className={classes.spark} />
      <circle cx="490" cy="196" r="6" className={classes.spark} />
    </svg>
  );
}

function Person({ x, y, tone }: { x: number; y: number; tone: 'brand' | 'accent' | 'navy' }) {
  return (
    <g className={`${classes.person} ${classes[tone]}`}>
      <circle cx={x} cy={y} r="24" className={classes.personDisc} />
      <circle cx={x} cy={y - 6} r="8" />
      <path d={`M${x - 13} ${y + 15} a13 11 0 0 1 26 0 z`} />
    </g>
  );
}
