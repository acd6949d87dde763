import * as styles from './Picture.css';

type PictureProps = {
  /** An image imported with `?picture`, encoded at build time. */
  image: PictureAsset;
  alt: string;
  /** The rendered width per layout, e.g. "(min-width: 900px) 50vw, 100vw": picks the file. */
  sizes: string;
  /** Styles the <img>, which lays out as if the <picture> were not there. */
  className?: string;
  /** The page's largest paint (e.g. the hero): fetched at once with high priority. Others load lazily. */
  priority?: boolean;
};

/**
 * A build-time-encoded image: AVIF and WebP sources in responsive widths with a PNG or
 * JPEG fallback, or a single optimised SVG, always with its intrinsic width and height
 * so the space is reserved before it arrives.
 */
export function Picture({ image, alt, sizes, className, priority = false }: PictureProps) {
  return (
    <picture className={styles.root}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        className={className}
        src={image.src}
        srcSet={image.srcset}
        sizes={image.srcset ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
      />
    </picture>
  );
}
