import { type CSSProperties, useState } from 'react';
import { GeneratedArt } from '@/components/generated-art';

export interface SmartImageProps {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  /** Picks the generated picture shown when there is no image or it fails to load. */
  fallbackSeed: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * An image with its size reserved (no layout shift), lazy below the fold, and
 * a generated picture in its place when the source is missing or broken.
 */
export function SmartImage({ src, alt, width, height, fallbackSeed, priority, className, style }: SmartImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame: CSSProperties = { display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, objectFit: 'cover', ...style };

  if (!src || failedSrc === src) {
    return (
      <span role={alt ? 'img' : undefined} aria-label={alt || undefined} className={className} style={{ ...frame, overflow: 'hidden' }}>
        <GeneratedArt seed={fallbackSeed} width={width} height={height} />
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
      className={className}
      style={frame}
      // An image from the server's HTML can fail before React listens for its error event.
      ref={(image) => void (image?.complete && image.naturalWidth === 0 && setFailedSrc(src))}
      onError={() => setFailedSrc(src)}
    />
  );
}
