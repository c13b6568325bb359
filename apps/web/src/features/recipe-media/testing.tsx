import type { ImageItem, MediaListResponse, TikTokItem } from '@sous/contract/recipe-media';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { anonymousSession, type Session } from '../../lib/session/session';
import { renderWithProviders } from '../../test/render';

export { json, stubApi, type ApiCall } from '../../test/api';
export { FakeUpload } from '../../test/fake-upload';

/** An ACTIVE photo of someone else's; tests override what they look at. */
export function anImage(overrides: Partial<ImageItem> = {}): ImageItem {
  const id = overrides.imageId ?? 'img-1';
  return {
    type: 'image',
    imageId: id,
    status: 'ACTIVE',
    contentType: 'image/jpeg',
    scope: 'public',
    userScreenName: 'saucy_basil',
    isOwn: false,
    isFeatured: false,
    urls: { thumbnail: `/media/${id}/thumbnail.webp`, medium: `/media/${id}/medium.webp`, large: `/media/${id}/large.webp` },
    rejectionReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A TikTok video someone else attached; tests override what they look at. */
export function aTikTok(overrides: Partial<TikTokItem> = {}): TikTokItem {
  const videoId = overrides.videoId ?? '7311111111111111111';
  return {
    type: 'tiktok',
    videoId,
    status: 'ACTIVE',
    contentType: 'video/tiktok',
    scope: 'public',
    tiktokUrl: `https://www.tiktok.com/@chef.lin/video/${videoId}`,
    username: 'chef.lin',
    thumbnailUrl: null,
    caption: 'Noodles in 10 minutes',
    userScreenName: 'noodle_fan',
    isOwn: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const aList = (images: MediaListResponse['images'] = [], featuredImageId: string | null = null): MediaListResponse => ({ images, featuredImageId });

/** Renders `element` at /recipes/r1 with the app's providers; /profile says where it is. Answers the router. */
export function renderWithApp(element: ReactNode, session: Session = anonymousSession) {
  return renderWithProviders(
    [
      { path: '/recipes/:id', element },
      { path: '/profile', element: <h1>Profile</h1> },
    ],
    '/recipes/r1',
    session,
  );
}

/**
 * A stand-in for IntersectionObserver: `show(share)` reports every observed element as that share
 * on screen. Answers what was observed and with which thresholds.
 */
export function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; threshold: unknown; elements: Element[]; disconnected: boolean }[] = [];
  class FakeObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, threshold: options?.threshold, elements: [], disconnected: false };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.elements.push(element);
    }
    unobserve() {}
    disconnect() {
      this.record.disconnected = true;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    show(share: number) {
      for (const observer of observers.filter((o) => !o.disconnected)) {
        const entries = observer.elements.map((target) => ({ target, isIntersecting: share > 0, intersectionRatio: share }) as unknown as IntersectionObserverEntry);
        observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    },
  };
}

/** The test browser loads no frames and says so on the console for every player: quiet that one line. */
export function muteFrameLoading() {
  const error = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('Iframe page loading is disabled')) return;
    error(...args);
  });
}
