import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { GenerationAllowance } from './components/GenerationAllowance';
import { clearDailyCounts, readDailyCount, recordGeneration } from './daily-counter';

describe('daily counters', () => {
  beforeEach(() => { localStorage.clear(); });

  it('count per day and reset when the date changes', () => {
    const monday = new Date(2026, 10, 23, 9);
    recordGeneration('anonymousDailyCount', undefined, monday);
    recordGeneration('anonymousDailyCount', undefined, monday);
    expect(readDailyCount('anonymousDailyCount', monday)).toBe(2);
    expect(readDailyCount('anonymousDailyCount', new Date(2026, 10, 24, 9))).toBe(0);
  });

  it('take the server count when it is given, and clear for premium', () => {
    const day = new Date(2026, 10, 23, 9);
    recordGeneration('freeUserDailyCount', 2, day);
    expect(readDailyCount('freeUserDailyCount', day)).toBe(2);
    clearDailyCounts();
    expect(readDailyCount('freeUserDailyCount', day)).toBe(0);
  });
});

describe('GenerationAllowance', () => {
  const limited = { remaining: 0, used: 2, limit: 2, isLimited: true };
  const show = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

  it('gives a visitor the spec text once, with Sign In and See plans as buttons', () => {
    show(<GenerationAllowance id="a" limit={limited} premium={false} signedIn={false} />);
    expect(screen.getByText("You've reached your daily limit of 2 recipe generations. Sign in or upgrade to premium for more.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('gives a signed-in free user the upgrade text and See plans only', () => {
    show(<GenerationAllowance id="a" limit={limited} premium={false} signedIn />);
    expect(screen.getByText("You've reached your daily limit of 2 recipe generations. Upgrade to premium for unlimited generations.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See plans' })).toBeInTheDocument();
  });

  it('shows what is left before generating', () => {
    show(<GenerationAllowance id="a" limit={{ remaining: 1, used: 1, limit: 2, isLimited: false }} premium={false} signedIn={false} />);
    expect(screen.getByText('1 of 2 free recipe generations left today.')).toBeInTheDocument();
  });

  it('tells premium users they are unlimited', () => {
    show(<GenerationAllowance id="a" limit={limited} premium signedIn />);
    expect(screen.getByText('You have unlimited recipe generations with your premium subscription.')).toBeInTheDocument();
  });
});
