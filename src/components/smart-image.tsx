import { type CSSProperties, type ReactNode, useState } from 'react';
import { GeneratedArt } from '@/components/generated-art';
import classes from '@/components/smart-image.module.css';

/** What is drawn in the image's frame when there is no image or it fails to load. */
type Fallback =
  | {
      /** Picks the generated picture. */
      fallbackSeed: string;
      fallback?: never;
    }
  | {
      /** A drawing of the caller's own, filling the frame (it takes the image's `alt` as its name). */
      fallback: ReactNode;
      fallbackSeed?: never;
    };

/** The image and the frame it reserves, whatever is drawn when it is missing. */
export interface SmartImageFrameProps {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

type SmartImageProps = SmartImageFrameProps & Fallback;

/**
 * An image with its size reserved (no layout shift), lazy below the fold, and
 * a generated picture (or the caller's `fallback`) in its place when the source is missing or broken.
 */
export function SmartImage(props: SmartImageProps) {
  const { src, alt, width, height, priority, className, style } = props;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // The frame's look is in the CSS module, beneath the caller's class; only its shape is per image.
  const frame = { '--smart-image-ratio': `${width} / ${height}`, ...style } as CSSProperties;
  const frameClass = className ? `${classes.frame} ${className}` : classes.frame;

  if (!src || failedSrc === src) {
    return (
      <span role={alt ? 'img' : undefined} aria-label={alt || undefined} className={`${classes.fallback} ${frameClass}`} style={frame}>
        {props.fallbackSeed === undefined ? props.fallback : <GeneratedArt seed={props.fallbackSeed} width={width} height={height} />}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={frameClass}
      style={frame}
      // An image from the server's HTML can fail before React listens for its error event.
      ref={(image) => void (image?.complete && image.naturalWidth === 0 && setFailedSrc(src))}
      onError={() => setFailedSrc(src)}
    />
  );
}
