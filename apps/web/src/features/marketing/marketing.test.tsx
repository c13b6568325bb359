import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RotatingWord } from './components/RotatingWord';
import { LandingPage } from './pages/LandingPage';
import { LegalPage, legalTabOf } from './pages/LegalPage';
import { HERO_WORDS } from './strings';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const renderAt = (url: string, page: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="*" element={<>{page}<Where /></>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => vi.useRealTimers());

describe('the hero word', () => {
  it('changes every 2 s with a 0.5 s fade', () => {
    vi.useFakeTimers();
    render(<RotatingWord words={HERO_WORDS} />);
    const word = screen.getByTestId('rotating-word');
    const veil = screen.getByTestId('rotating-word-veil');
    expect(word).toHaveTextContent('better');
    expect(veil).toHaveStyle({ opacity: '0' });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    // Faded out: the veil covers the word, which has not changed yet.
    expect(veil).toHaveStyle({ opacity: '1' });
    expect(word).toHaveTextContent('better');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(word).toHaveTextContent('easier');
    expect(veil).toHaveStyle({ opacity: '0' });
    // Four more words: round to the first.
    act(() => {
      vi.advanceTimersByTime(2000 * 4);
    });
    expect(word).toHaveTextContent('better');
  });
});

describe('the legal page', () => {
  it('chooses the tab from ?tab=, terms by default and for unknown names', () => {
    expect(legalTabOf(null)).toBe('terms');
    expect(legalTabOf('privacy')).toBe('privacy');
    expect(legalTabOf('cookies')).toBe('terms');
  });

  it('shows the effective date and the chosen tab, and writes the choice to the address', async () => {
    renderAt('/legal?tab=disclaimers', <LegalPage />);
    expect(screen.getByText('Effective date: 4-12-2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Disclaimers', level: 2 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Privacy Policy' }));
    expect(screen.getByRole('heading', { name: 'Privacy Policy', level: 2 })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/legal?tab=privacy');
    await userEvent.click(screen.getByRole('tab', { name: 'Terms of Service' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/legal$/);
  });
});

describe('the landing pages', () => {
  it.each([
    ['tiktok', 'Welcome, TikTok friends!'],
    ['x', 'Welcome, X friends!'],
    ['instagram', 'Welcome, Instagram friends!'],
  ] as const)('greet %s visitors and stay out of search results', (network, greeting) => {
    renderAt(`/${network}`, <LandingPage network={network} />);
    expect(screen.getByText(greeting)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Web App Now' })).toHaveAttribute('href', '/');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
