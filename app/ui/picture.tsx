import type { Ref } from 'react';
import {
  FALLBACK_FORMAT,
  IMAGE_SOURCES,
  type ImageEntry,
  fallbackImageSrc,
  imageSrcSet,
} from '~/lib/responsive-image';

type PictureProps = {
  image: ImageEntry;
  alt: string;
  sizes: string;
  /** The page's largest image: loaded at once with high priority. Otherwise lazy. */
  isPriority?: boolean;
  className?: string;
  imgRef?: Ref<HTMLImageElement>;
};

/** AVIF and WebP with a JPEG fallback, each at every width, so a phone gets a phone-sized file. */
export function Picture({
  image,
  alt,
  sizes,
  isPriority = false,
  className,
  imgRef,
}: PictureProps) {
  return (
    <picture>
      {IMAGE_SOURCES.map(({ format, type }) => (
        <source key={format} type={type} srcSet={imageSrcSet(image, format)} sizes={sizes} />
      ))}
      <img
        ref={imgRef}
        src={fallbackImageSrc(image)}
        srcSet={imageSrcSet(image, FALLBACK_FORMAT)}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : 'auto'}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
