import { useIntersection } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import classes from '@/components/sections/sections.module.css';
import { useScrollEntrance } from '@/lib/use-scroll-entrance';

interface Figure {
  prefix: string;
  number: number;
  decimals: number;
  grouped: boolean;
  suffix: string;
}

/**
 * Splits a marketing figure such as '50,000+', '৳50K+', '98%' or '4.9' into the
 * part that counts and the text around it. Figures that are not one number
 * ('24/7', '2-3 days') do not count.
 */
export function parseFigure(value: string): Figure | null {
  const match = /^(\D*?)(\d[\d,]*(?:\.\d+)?)(\D*)$/.exec(value.trim());
  if (!match) return null;
  const [, prefix = '', digits = '', suffix = ''] = match;
  const number = Number(digits.replace(/,/g, ''));
  if (!Number.isFinite(number)) return null;
  return { prefix, number, decimals: digits.split('.')[1]?.length ?? 0, grouped: digits.includes(','), suffix };
}

function format(figure: Figure, current: number): string {
  const digits = figure.grouped
    ? current.toLocaleString('en-US', { minimumFractionDigits: figure.decimals, maximumFractionDigits: figure.decimals })
    : current.toFixed(figure.decimals);
  return `${figure.prefix}${digits}${figure.suffix}`;
}

const easeOut = (t: number) => 1 - (1 - t) ** 3;

interface CountUpProps {
  value: string;
  /** How long the count takes once the figure scrolls into view. */
  durationMs?: number;
}

/**
 * A figure that counts up when it first scrolls into view. The final figure is
 * always in the text for assistive technology (the counting digits are hidden
 * from it), and it is shown as is in the server's HTML and under reduced motion.
 */
export function CountUp({ value, durationMs = 1000 }: CountUpProps) {
  const { ref, entry } = useIntersection<HTMLSpanElement>({ threshold: 0.4 });
  const figure = parseFigure(value);
  const animates = useScrollEntrance() && Boolean(figure);
  // null: the final figure is shown; a number: the figure counted to so far (0 until in view).
  const [counted, setCounted] = useState<number | null>(0);
  const current = animates ? counted : null;
  // It counts once, from the first time it is in view: scrolling away and back does not start it again.
  const [started, setStarted] = useState(false);
  if (animates && entry?.isIntersecting && !started) setStarted(true);

  useEffect(() => {
    if (!animates || !figure || !started) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      if (progress >= 1) {
        setCounted(null);
        return;
      }
      setCounted(figure.number * easeOut(progress));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
    // The figure is derived from value; re-run only when the value changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [animates, started, value, durationMs]);

  if (!figure || current === null) {
    return <span ref={ref}>{value}</span>;
  }
  return (
    <span ref={ref} className={classes.countUp} data-final={value}>
      <span className={classes.countUpLive} aria-hidden="true">
        {format(figure, figure.decimals ? current : Math.round(current))}
      </span>
      <span className="visually-hidden">{value}</span>
    </span>
  );
}
