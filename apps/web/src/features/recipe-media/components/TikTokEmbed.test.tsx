import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defined } from '../../../test/defined';
import { aTikTok, fakeIntersectionObserver, muteFrameLoading } from '../testing';
import { TikTokEmbed } from './TikTokEmbed';

beforeEach(muteFrameLoading);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const player = () => screen.getByTestId('tiktok-player');
const frame = () => player().querySelector('iframe');

/** A message from the player's frame, as TikTok's player posts them (the test browser loads no frame: it gets a window of its own). */
function fromPlayer(data: unknown, origin = 'https://www.tiktok.com') {
  const element = defined(frame(), 'the player frame');
  const source = {} as Window;
  Object.defineProperty(element, 'contentWindow', { value: source, configurable: true });
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('TikTokEmbed', () => {
  it('is a 177.8% box at most 400 px wide showing the thumbnail, and loads no player until a tenth of it is on screen', () => {
    const screenArea = fakeIntersectionObserver();
    render(<TikTokEmbed video={aTikTok({ thumbnailUrl: '/media/t1/thumb.webp' })} />);
    expect(player()).toHaveStyle({ maxWidth: '400px' });
    expect(defined(player().firstElementChild)).toHaveStyle({ paddingBottom: '177.8%' });
    expect(player().querySelector('img')).toHaveAttribute('src', '/media/t1/thumb.webp');
    expect(screenArea.observers.map((o) => o.threshold)).toEqual([0.1]);
    expect(frame()).toBeNull();

    act(() => { screenArea.show(0.05); });
    expect(frame()).toBeNull();
    act(() => { screenArea.show(0.1); });
    expect(frame()).toHaveAttribute('src', 'https://www.tiktok.com/player/v1/7311111111111111111?description=1&rel=0');
    expect(frame()).toHaveAttribute('title', 'TikTok video by @chef.lin');
    expect(screenArea.observers.every((o) => o.disconnected)).toBe(true);
  });

  it("says 'Unable to load TikTok video' with Open in TikTok when the player does not load in time", () => {
    vi.useFakeTimers();
    const screenArea = fakeIntersectionObserver();
    const video = aTikTok();
    render(<TikTokEmbed video={video} loadTimeoutMs={15_000} />);
    act(() => { screenArea.show(1); });
    act(() => { vi.advanceTimersByTime(14_999); });
    expect(screen.queryByText('Unable to load TikTok video')).not.toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(1); });
    expect(within(player()).getByText('Unable to load TikTok video')).toBeInTheDocument();
    const open = within(player()).getByRole('link', { name: /Open in TikTok/ });
    expect(open).toHaveAttribute('href', video.tiktokUrl);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(frame()).toBeNull();
  });

  it('keeps a player that loaded', () => {
    vi.useFakeTimers();
    const screenArea = fakeIntersectionObserver();
    render(<TikTokEmbed video={aTikTok()} loadTimeoutMs={1000} />);
    act(() => { screenArea.show(1); });
    act(() => { defined(frame()).dispatchEvent(new Event('load')); });
    act(() => { vi.advanceTimersByTime(5000); });
    expect(screen.queryByText('Unable to load TikTok video')).not.toBeInTheDocument();
    expect(player()).toHaveAttribute('data-state', 'loaded');
  });

  it("fails when TikTok's player reports an error, and ignores messages from anywhere else", () => {
    const screenArea = fakeIntersectionObserver();
    render(<TikTokEmbed video={aTikTok()} />);
    act(() => { screenArea.show(1); });
    fromPlayer({ type: 'onError', value: 1 }, 'https://evil.example');
    expect(screen.queryByText('Unable to load TikTok video')).not.toBeInTheDocument();
    fromPlayer(JSON.stringify({ type: 'onError', 'x-tiktok-player': true }));
    expect(screen.getByText('Unable to load TikTok video')).toBeInTheDocument();
  });

  it('never loads a player for a video id that is not a number', () => {
    const screenArea = fakeIntersectionObserver();
    render(<TikTokEmbed video={aTikTok({ videoId: '../../evil' })} />);
    act(() => { screenArea.show(1); });
    expect(frame()).toBeNull();
    expect(screen.getByText('Unable to load TikTok video')).toBeInTheDocument();
  });
});
