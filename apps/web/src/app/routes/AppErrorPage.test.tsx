import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppErrorPage } from './AppErrorPage';

function Broken(): never {
  throw new Error('a screen failed');
}

describe('generic error page', () => {
  // The page logs the error for developers; keep the test output clean.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it("replaces a failed screen with 'Unexpected Application Error!' and a way home", async () => {
    const router = createMemoryRouter([{ path: '/', errorElement: <AppErrorPage />, children: [{ path: 'broken', Component: Broken }] }], {
      initialEntries: ['/broken'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByText('a screen failed')).toBeNull();
  });
});
