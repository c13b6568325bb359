import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../../components/ui/Toast';
import { SessionContext, type Session } from '../../lib/session/session';
import { signedInCook } from '../../test/fixtures';
import type { InventoryItem } from './api/schemas';
import { InventoryPage } from './pages/InventoryPage';

/** One call the screen made to the API. */
export interface ApiCall {
  method: string;
  /** Path after /api. */
  path: string;
  body: unknown;
}

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An error answer as the server sends it. */
export const failure = (status: number, message: string, code = 'INTERNAL') => json({ code, message }, status);

/** The API answers `answer(call)` (now or later); every call is recorded in order. */
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

/** A promise the test settles when it wants (an answer that is still on its way). */
export function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}

/** Renders /inventory with the app's providers and a signed-in cook; answers the query client. */
export function renderInventory(session: Session = signedInCook) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/inventory', element: <InventoryPage /> }], { initialEntries: ['/inventory'] });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
        <Toaster />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { client };
}

/** A pantry item of u1; tests override what they look at. */
export function anItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  return { itemId: 'i1', itemName: 'Milk', quantity: 1, unit: 'l', category: 'Dairy', ...overrides };
}

/** A stand-in for XMLHttpRequest: records each upload and lets the test answer it. */
export class FakeUpload {
  static all: FakeUpload[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
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
