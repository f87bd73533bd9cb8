import classes from './affiliate-art.module.css';

/** The four steps of the programme as one drawn path, for the side panel of the login and signup pages. */
export function ReferralIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 360 200" className={className} aria-hidden="true" focusable="false">
      <path d="M40 150 C 110 150, 110 60, 180 60 S 250 150, 320 60" fill="none" strokeWidth="3" strokeDasharray="6 8" className={classes.panelPath} />
      <circle cx="40" cy="150" r="22" className={classes.panelNode} />
      <circle cx="180" cy="60" r="22" className={classes.panelNode} />
      <circle cx="320" cy="60" r="30" className={classes.amber} />
      <text x="320" y="71" textAnchor="middle" className={classes.panelCoinSign}>
        ৳
      </text>
      <circle cx="40" cy="144" r="6" className={classes.panelInk} />
      <path d="M30 162 a10 8 0 0 1 20 0 z" className={classes.panelInk} />
      <path d="M170 60 h20 M180 50 v20" strokeWidth="4" strokeLinecap="round" className={classes.panelStroke} />
    </svg>
  );
}
