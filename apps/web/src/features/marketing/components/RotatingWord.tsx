import { useEffect, useState } from 'react';
import { HERO_FADE_MS, HERO_WORD_MS } from '../strings';

/** Props of {@link RotatingWord}. */
export interface RotatingWordProps {
  words: readonly string[];
}

// Some test and embedded browsers have no matchMedia: they get the animation.
const prefersReducedMotion = () => 'matchMedia' in window && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The hero's word that changes every 2 s with a 0.5 s fade (spec 2 §2). With reduced motion the
 * word swaps without fading. Screen readers get the sentence once, not every change.
 */
export function RotatingWord({ words }: RotatingWordProps) {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    const still = prefersReducedMotion();
    let fade: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      if (still) {
        setIndex((i) => (i + 1) % words.length);
        return;
      }
      setVisible(false);
      fade = setTimeout(() => {
        setIndex((i) => (i + 1) % words.length);
        setVisible(true);
      }, HERO_FADE_MS);
    }, HERO_WORD_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(fade);
    };
  }, [words]);

  // The fade is a veil of the page's colour over the word, not the word's own opacity: the word is
  // always drawn at full contrast, and half-faded text is never what a contrast check reads.
  return (
    <span aria-hidden="true" data-testid="rotating-word" className="relative inline-block text-primary">
      {words[index]}
      <span
        data-testid="rotating-word-veil"
        className="absolute inset-0 bg-surface transition-opacity ease-out motion-reduce:transition-none"
        style={{ opacity: visible ? 0 : 1, transitionDuration: `${HERO_FADE_MS}ms` }}
      />
    </span>
  );
}
