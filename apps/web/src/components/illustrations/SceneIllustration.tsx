import { illustrationUrl, type IllustrationScene } from './illustrations';

/** Each scene's drawn size (its viewBox), so the image box is right before it loads. */
const SCENE_SIZE: Record<IllustrationScene, { width: number; height: number }> = {
  'hero-kitchen': { width: 320, height: 200 },
  'empty-collection': { width: 200, height: 150 },
  'empty-search': { width: 200, height: 150 },
  'empty-pot': { width: 200, height: 150 },
  'empty-grocery': { width: 200, height: 150 },
  'empty-pantry': { width: 200, height: 150 },
};

/** Props of {@link SceneIllustration}. */
export interface SceneIllustrationProps {
  scene: IllustrationScene;
  /** Width in CSS pixels; the height follows the scene's proportions. Classes may resize it. */
  width?: number;
  className?: string;
  /** Above the fold on the page's first view (the home hero): loaded at once, early. */
  priority?: boolean;
}

/** A decorative scene (hero, empty states), fetched as an image so it costs no JavaScript. */
export function SceneIllustration({ scene, width, className = '', priority = false }: SceneIllustrationProps) {
  const drawn = SCENE_SIZE[scene];
  const w = width ?? drawn.width;
  return (
    <img
      src={illustrationUrl(scene)}
      alt=""
      width={w}
      height={Math.round((w * drawn.height) / drawn.width)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
