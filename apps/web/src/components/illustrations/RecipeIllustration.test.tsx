import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecipeIllustration } from './RecipeIllustration';
import { SceneIllustration } from './SceneIllustration';

const imageOf = (container: HTMLElement) => {
  const img = container.querySelector('img');
  if (!img) throw new Error('no image rendered');
  return img;
};

describe('RecipeIllustration', () => {
  it("draws a recipe without a photo, decoratively, at a fixed size, loaded when scrolled to", () => {
    const { container } = render(<RecipeIllustration recipe={{ name: 'Chicken Tikka Masala', cuisine: 'Indian' }} />);
    const img = imageOf(container);
    expect(img).toHaveAttribute('src', '/illustrations/curry.svg');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '240');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('shows the photo when there is one, and the drawing instead when the photo fails to load', () => {
    const { container } = render(<RecipeIllustration recipe={{ name: 'Pad Thai', photoUrl: '/media/p/pad-thai.jpg' }} size={200} />);
    expect(imageOf(container)).toHaveAttribute('src', '/media/p/pad-thai.jpg');
    expect(imageOf(container)).toHaveAttribute('height', '150');
    fireEvent.error(imageOf(container));
    expect(imageOf(container)).toHaveAttribute('src', '/illustrations/noodles.svg');
    expect(imageOf(container)).toHaveAttribute('width', '200');
    expect(imageOf(container)).toHaveAttribute('height', '150');
  });

  it('takes imageUrl when there is no photoUrl, and ignores a blank one', () => {
    const { container, rerender } = render(<RecipeIllustration recipe={{ name: 'Tacos', photoUrl: '  ', imageUrl: '/media/t.jpg' }} />);
    expect(imageOf(container)).toHaveAttribute('src', '/media/t.jpg');
    rerender(<RecipeIllustration recipe={{ name: 'Tacos', photoUrl: null, imageUrl: '' }} />);
    expect(imageOf(container)).toHaveAttribute('src', '/illustrations/tacos.svg');
  });

  it('loads at once and early when it is the first thing a page shows', () => {
    const { container } = render(<RecipeIllustration recipe={{ name: 'Waffles' }} priority />);
    expect(imageOf(container)).toHaveAttribute('loading', 'eager');
    expect(imageOf(container)).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps an empty box of the same size when even the drawing cannot load', () => {
    const { container } = render(<RecipeIllustration recipe={{ name: 'Waffles', photoUrl: '/media/w.jpg' }} size={160} className="rounded-xl" />);
    fireEvent.error(imageOf(container));
    fireEvent.error(imageOf(container));
    expect(container.querySelector('img')).toBeNull();
    const box = container.querySelector('svg');
    expect(box).toHaveAttribute('width', '160');
    expect(box).toHaveAttribute('height', '120');
    expect(box).toHaveClass('rounded-xl');
  });
});

describe('SceneIllustration', () => {
  it("keeps the scene's proportions at the width asked for", () => {
    const { container } = render(<SceneIllustration scene="hero-kitchen" width={240} priority />);
    const img = imageOf(container);
    expect(img).toHaveAttribute('src', '/illustrations/hero-kitchen.svg');
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '150');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('alt', '');
  });
});
