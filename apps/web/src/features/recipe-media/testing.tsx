import type { ImageItem, MediaListResponse, TikTokItem } from '@sous/contract/recipe-media';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ConfirmProvider } from '../../components/ui/ConfirmDialog';
import { Toaster } from '../../components/ui/Toast';
import { anonymousSession, SessionContext, type Session } from '../../lib/session/session';

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

/** One call the section made to the API. */
export interface ApiCall {
  method: string;
  /** Path after /api. */
  path: string;
  body: unknown;
}

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined || body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API answers `answer(call)` (now or later); every call is recorded. */
export function stubApi(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call = { method: init.method ?? 'GET', path: url.pathname.replace(/^\/api/, ''), body: init.body ? (JSON.parse(init.body as string) as unknown) : undefined };
      calls.push(call);
      return Promise.resolve(answer(call));
    }),
  );
  return calls;
}

/** Renders `element` at /recipes/r1 with the app's providers; /profile says where it is. Answers the router. */
export function renderWithApp(element: ReactNode, session: Session = anonymousSession) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/recipes/:id', element },
      { path: '/profile', element: <h1>Profile</h1> },
    ],
    { initialEntries: ['/recipes/r1'] },
  );
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
        <Toaster />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { router, client };
}

/** A stand-in for XMLHttpRequest: records each upload and lets the test answer it. */
export class FakeUpload {
  static all: FakeUpload[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.all.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** The storage answers. */
  respond(status: number) {
    this.status = status;
    this.onload?.();
  }
  /** The connection breaks. */
  fail() {
    this.onerror?.();
  }

  /** Installs the stand-in; answers the list of uploads made. */
  static install(): FakeUpload[] {
    FakeUpload.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    return FakeUpload.all;
  }
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
