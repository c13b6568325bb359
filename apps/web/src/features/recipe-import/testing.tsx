import type { ImportedRecipe, ImportStatusResponse } from '@sous/contract/recipe-import';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { ConfirmProvider } from '../../components/ui/ConfirmDialog';
import { Toaster } from '../../components/ui/Toast';
import { SessionContext, type Session } from '../../lib/session/session';
import { signedInCook } from '../../test/fixtures';

/** One call a screen made to the API. */
export interface ApiCall {
  method: string;
  /** Path after /api, with its query. */
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
      const call = { method: init.method ?? 'GET', path: `${url.pathname.replace(/^\/api/, '')}${url.search}`, body: init.body ? (JSON.parse(init.body as string) as unknown) : undefined };
      calls.push(call);
      return Promise.resolve(answer(call));
    }),
  );
  return calls;
}

/** Where the screen went: its path and the state it carried. */
function Elsewhere() {
  const location = useLocation();
  return (
    <div>
      <p>elsewhere</p>
      <p data-testid="where">{location.pathname}</p>
      <p data-testid="state">{JSON.stringify(location.state ?? null)}</p>
    </div>
  );
}

/**
 * Renders `element` at `url` (under a route at `path`, arriving with `state`) with the app's
 * providers and a signed-in cook; any other address shows where the screen went. Answers the router and the query client.
 */
export function renderAt(
  element: ReactNode,
  url: string,
  { path = url, session = signedInCook, routes = [], state }: { path?: string; session?: Session; routes?: RouteObject[]; state?: unknown } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, element }, ...routes, { path: '*', element: <Elsewhere /> }], { initialEntries: [{ pathname: url, state }] });
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

/** A recipe as the parser read it; tests override what they look at. */
export function anImportedRecipe(overrides: Partial<ImportedRecipe> = {}): ImportedRecipe {
  return {
    name: "Grandma's Banana Bread",
    description: 'Moist and sweet.',
    servings: 8,
    prepTime: '15 minutes',
    cookTime: '1 hour',
    ingredients: [
      { quantity: '3', unit: '', name: 'ripe bananas' },
      { quantity: '1/3', unit: 'cup', name: 'melted butter' },
    ],
    instructions: ['Heat the oven to 350°F.', 'Mash the bananas and stir in the butter.'],
    tags: ['baking'],
    sourceUrl: null,
    ...overrides,
  };
}

/** An import of u1's; tests override what they look at. */
export function anImport(overrides: Partial<ImportStatusResponse> = {}): ImportStatusResponse {
  return {
    importId: 'imp-1',
    userId: 'u1',
    type: 'photo',
    status: 'PROCESSING',
    statusMessage: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    url: null,
    username: null,
    videoId: null,
    imageId: null,
    previewUrl: null,
    recipeId: null,
    recipeData: null,
    ...overrides,
  };
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

/** A chosen file of `size` bytes. */
export function aFile(name: string, type = 'image/jpeg', size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
