import { useState } from 'react';
import { chooseIllustration, illustrationUrl, type IllustratedRecipe } from './choose-illustration';

/** What {@link RecipeIllustration} reads of a recipe: its words, and a photo when it has one. */
export interface IllustrationRecipe extends IllustratedRecipe {
  photoUrl?: string | null;
  imageUrl?: string | null;
}

/** Props of {@link RecipeIllustration}. */
export interface RecipeIllustrationProps {
  recipe: IllustrationRecipe;
  /** Width in CSS pixels (the height is three quarters of it); classes may resize it, the 4:3 box stays. */
  size?: number;
  className?: string;
  /** The first thing a page shows: loaded at once and early instead of when scrolled to. */
  priority?: boolean;
}

/** The soft backdrop behind a drawing (the drawings are transparent). */
const DRAWING_BACKDROP = 'bg-[#FFF3E6] object-contain';

/**
 * A recipe's photo, or the drawing chosen for it when it has none or the photo fails to load:
 * never a broken image. Decorative (`alt=""`): the recipe's name is the text beside it. The width
 * and height are always set, so the page does not move when it loads.
 */
export function RecipeIllustration({ recipe, size = 320, className = '', priority = false }: RecipeIllustrationProps) {
  const photo = [recipe.photoUrl, recipe.imageUrl].find((url): url is string => typeof url === 'string' && url.trim() !== '');
  // The addresses that failed, so a new photo or drawing gets its own chance.
  const [failed, setFailed] = useState<readonly string[]>([]);
  const showPhoto = photo !== undefined && !failed.includes(photo);
  const subject = showPhoto ? undefined : chooseIllustration(recipe);
  const src = showPhoto ? photo : illustrationUrl(subject ?? 'plate');
  const height = Math.round((size * 3) / 4);

  if (failed.includes(src)) {
    // Even the drawing could not load (offline): the same box, tinted, instead of a broken image.
    return (
      <svg aria-hidden="true" width={size} height={height} viewBox="0 0 4 3" preserveAspectRatio="none" className={className}>
        <rect width="4" height="3" fill="#FFF3E6" />
      </svg>
    );
  }
  return (
    <img
      key={src}
      src={src}
      alt=""
      width={size}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-illustration={subject}
      className={`${showPhoto ? 'object-cover' : DRAWING_BACKDROP} ${className}`}
      onError={() => {
        setFailed((list) => [...list, src]);
      }}
    />
  );
}
