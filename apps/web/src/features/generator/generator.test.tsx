import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LimitBanner } from './components/LimitBanner';
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

describe('LimitBanner', () => {
  const limited = { remaining: 0, used: 2, limit: 2, isLimited: true };
  it.each([
    [true, "You've reached your daily limit of 2 recipe generations. Upgrade to premium for unlimited generations."],
    [false, "You've reached your daily limit of 2 recipe generations. Sign in or upgrade to premium for more."],
  ])('signed in %s shows the spec text', (signedIn, text) => {
    render(<LimitBanner limit={limited} premium={false} signedIn={signedIn} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('tells premium users they are unlimited', () => {
    render(<LimitBanner limit={limited} premium signedIn />);
    expect(screen.getByText('You have unlimited recipe generations with your premium subscription.')).toBeInTheDocument();
  });
});
