import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_MESSAGE_INTERVAL_MS, LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const messages = ['Chopping onions...', 'Simmering the sauce...', 'Plating up...'];

  it('shows each message for 3 s in turn and starts again after the last', () => {
    render(<LoadingOverlay messages={messages} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Chopping onions...');

    act(() => {
      vi.advanceTimersByTime(LOADING_MESSAGE_INTERVAL_MS - 1);
    });
    expect(status).toHaveTextContent('Chopping onions...');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status).toHaveTextContent('Simmering the sauce...');

    act(() => {
      vi.advanceTimersByTime(LOADING_MESSAGE_INTERVAL_MS);
    });
    expect(status).toHaveTextContent('Plating up...');

    act(() => {
      vi.advanceTimersByTime(LOADING_MESSAGE_INTERVAL_MS);
    });
    expect(status).toHaveTextContent('Chopping onions...');
  });

  it('announces the message politely', () => {
    render(<LoadingOverlay messages={messages} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps a single message in place', () => {
    render(<LoadingOverlay messages={['Saving...']} />);
    act(() => {
      vi.advanceTimersByTime(LOADING_MESSAGE_INTERVAL_MS * 3);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saving...');
  });

  it('stops its timer when it goes away', () => {
    const { unmount } = render(<LoadingOverlay messages={messages} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
