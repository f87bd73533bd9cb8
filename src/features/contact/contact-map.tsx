import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import card from '@/components/card.module.css';
import classes from '@/features/contact/contact.module.css';
import markup from '@/styles/markup.module.css';

/** Where the office is when the settings do not say. */
export const OFFICE_ADDRESS = 'Banani, Dhaka 1213, Bangladesh';

const mapEmbedUrl = (address: string) =>
  `https://maps.google.com/maps?q=${encodeURIComponent(address)}&z=15&output=embed`;
export const mapLinkUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** A drawn street map behind the embed: what the reader sees until Google's map paints over it. */
function MapArt() {
  return (
    <svg className={classes.mapArt} viewBox="0 0 800 450" preserveAspectRatio="xMidYMid slice" aria-hidden focusable="false">
      <rect width="800" height="450" className={classes.mapLand} />
      <path d="M-20 330 C 160 280, 260 400, 420 350 S 700 260, 820 300 L 820 470 L -20 470 Z" className={classes.mapWater} />
      <rect x="70" y="60" width="150" height="90" rx="18" className={classes.mapPark} />
      <rect x="560" y="90" width="120" height="120" rx="18" className={classes.mapPark} />
      <g className={classes.mapRoads}>
        <path d="M0 200 H800" strokeWidth="18" />
        <path d="M360 0 V450" strokeWidth="18" />
        <path d="M0 40 L 800 260" strokeWidth="10" />
        <path d="M600 0 V450" strokeWidth="10" />
        <path d="M140 0 V300" strokeWidth="10" />
        <path d="M0 110 H800" strokeWidth="6" />
        <path d="M480 0 V450" strokeWidth="6" />
        <path d="M240 0 V450" strokeWidth="6" />
      </g>
      <g transform="translate(400 190)">
        <circle r="46" className={classes.mapPulse} />
        <path d="M0 24 C -10 6, -22 -4, -22 -18 A 22 22 0 1 1 22 -18 C 22 -4, 10 6, 0 24 Z" className={classes.mapPin} />
        <circle cy="-18" r="8" fill="var(--mantine-color-white)" />
      </g>
    </svg>
  );
}

/**
 * Google's map of the office (SPEC §2 "embedded map"): a plain frame, in the
 * server's HTML with its address, that the browser loads as the reader nears
 * it (`loading="lazy"`; Google's embed is heavy and would compete with the page
 * on a slow connection). The canvas keeps its shape before and after, and the
 * address card with it links to Google Maps for when the frame cannot load.
 */
export function ContactMap({ address, embedUrl }: { address: string; embedUrl?: string | null }) {
  return (
    <div className={`${card.panel} ${classes.mapFrame}`}>
      <div className={classes.mapCanvas}>
        <MapArt />
        <iframe
          className={classes.mapEmbed}
          src={embedUrl || mapEmbedUrl(address)}
          title={`Map of our office: ${address}`}
          loading="lazy"
          allowFullScreen
        />
      </div>
      <div className={classes.mapCard}>
        <span className={classes.mapCardIcon} aria-hidden>
          <IconMapPin size={22} />
        </span>
        <div>
          <p className={`${markup.text} ${markup.fzSm} ${markup.bold}`}>ITBD office</p>
          <address className={`${markup.text} ${markup.fzSm} ${markup.dimmed} ${classes.address}`}>{address}</address>
          <a href={mapLinkUrl(address)} target="_blank" rel="noopener noreferrer" className={`${markup.text} ${markup.anchor} ${markup.fzSm} ${markup.semibold} ${classes.mapLink}`}>
            Open in Google Maps
            <IconExternalLink size={14} aria-hidden />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </div>
  );
}
