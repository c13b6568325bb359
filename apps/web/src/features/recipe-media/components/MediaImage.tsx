import type { ImageUrls } from '@sous/contract/recipe-media';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { recipeMediaStrings as s } from '../strings';

/** Props of {@link MediaImage}. */
export interface MediaImageProps {
  urls: ImageUrls | null;
  /** Which rendition to start from: the grid's thumbnail or the viewer's large one. */
  size: 'thumbnail' | 'large';
  alt: string;
  /** The `sizes` of the picture in the layout, so the browser picks a rendition. */
  sizes: string;
  className?: string;
}

/**
 * An ACTIVE photo from its WebP renditions (320, 800 and 1600 px wide). Without URLs it says
 * 'No image URL available'; when the picture fails, 'Unable to load image' (spec 2 §8).
 */
export function MediaImage({ urls, size, alt, sizes, className = '' }: MediaImageProps) {
  const src = urls?.[size];
  const [failed, setFailed] = useState<string | null>(null);
  if (!urls || !src || failed === src) {
    return (
      <span className={`flex flex-col items-center justify-center gap-2 bg-surface p-3 text-center text-sm text-muted ${className}`}>
        <ImageOff size={20} strokeWidth={1.75} aria-hidden="true" />
        {urls && src ? s.unableToLoadImage : s.noImageUrl}
      </span>
    );
  }
  return (
    <img
      src={src}
      srcSet={`${urls.thumbnail} 320w, ${urls.medium} 800w, ${urls.large} 1600w`}
      sizes={sizes}
      alt={alt}
      loading={size === 'thumbnail' ? 'lazy' : 'eager'}
      decoding="async"
      className={className}
      onError={() => { setFailed(src); }}
    />
  );
}
