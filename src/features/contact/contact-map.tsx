import { Anchor, Text } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import card from '@/components/card.module.css';
import classes from '@/features/contact/contact.module.css';

/** Where the office is when the settings do not say. */
export const OFFICE_ADDRESS = 'Banani, Dhaka 1213, Bangladesh';

const mapEmbedUrl = (address: string) =>
  `https://maps.google.com/maps?q=${encodeURIComponent(address)}&z=15&output=embed`;
export const mapLinkUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** What the probe of the map's host found: the frame loads the map once it answers, and goes when it cannot be reached. */
type MapProbe = 'pending' | 'reachable' | 'unreachable';

/** How far below the viewport the map's host is probed. */
const NEAR_VIEWPORT = '300px';
const PROBE_TIMEOUT_MS = 8000;

/** A drawn street map behind the embed: what the reader sees before, or instead of, the real map. */
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
 * Google's map of the office. The frame is in the page's HTML from the server
 * on (the embedded map the spec asks for), but empty, showing the drawn map
 * beneath, until the reader nears it: Google's embed is heavy, and loaded with
 * the page it would compete with it on a slow connection. Near the viewport the
 * host is asked first, because a cross-origin frame that fails shows the
 * browser's error page and fires no error event: when it answers, the frame
 * loads the map; when it cannot be reached (e.g. offline) the frame goes, and
 * the drawn map and the address card, with their link to Google Maps, stay.
 */
export function ContactMap({ address, embedUrl }: { address: string; embedUrl?: string | null }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [probe, setProbe] = useState<MapProbe>('pending');
  const src = embedUrl || mapEmbedUrl(address);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof IntersectionObserver === 'undefined') return;
    const controller = new AbortController();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        fetch(src, { method: 'HEAD', mode: 'no-cors', signal: AbortSignal.any([controller.signal, AbortSignal.timeout(PROBE_TIMEOUT_MS)]) })
          .then(() => setProbe('reachable'))
          .catch(() => {
            if (!controller.signal.aborted) setProbe('unreachable');
          });
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(frame);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [src]);

  return (
    <div className={`${card.panel} ${classes.mapFrame}`} ref={frameRef} data-probe={probe}>
      <div className={classes.mapCanvas}>
        <MapArt />
        {probe !== 'unreachable' && (
          <iframe
            className={classes.mapEmbed}
            src={probe === 'reachable' ? src : undefined}
            title={`Map of our office: ${address}`}
            allowFullScreen
          />
        )}
      </div>
      <div className={classes.mapCard}>
        <span className={classes.mapCardIcon} aria-hidden>
          <IconMapPin size={22} />
        </span>
        <div>
          <Text fw={700} fz="sm">
            ITBD office
          </Text>
          <Text fz="sm" c="dimmed" component="address" className={classes.address}>
            {address}
          </Text>
          <Anchor href={mapLinkUrl(address)} target="_blank" rel="noopener noreferrer" fz="sm" fw={600} className={classes.mapLink}>
            Open in Google Maps
            <IconExternalLink size={14} aria-hidden />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </Anchor>
          {probe === 'unreachable' && (
            <Text fz="xs" c="dimmed" mt={4}>
              The interactive map could not be loaded.
            </Text>
          )}
        </div>
      </div>
    </div>
  );
}
