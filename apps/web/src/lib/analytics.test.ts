import { afterEach, describe, expect, it } from 'vitest';
import { loadAnalytics, trackEvent } from './analytics';

const scripts = () => Array.from(document.head.querySelectorAll('script'));

describe('analytics loader', () => {
  afterEach(() => { scripts().forEach((s) => { s.remove(); }); });

  it('loads nothing when analytics is off', () => {
    loadAnalytics({ analytics: null });
    expect(scripts()).toHaveLength(0);
  });

  it('adds the configured tracker once, deferred, with the site id', () => {
    const config = { analytics: { scriptUrl: 'https://stats.example.com/script.js', siteId: 'sous.example.com' } };
    loadAnalytics(config);
    loadAnalytics(config);
    const [script, ...others] = scripts();
    expect(others).toHaveLength(0);
    expect(script?.getAttribute('src')).toBe('https://stats.example.com/script.js');
    expect(script?.defer).toBe(true);
    expect(script?.dataset.domain).toBe('sous.example.com');
    expect(script?.dataset.websiteId).toBe('sous.example.com');
  });
});

describe('analytics events', () => {
  it('go to whichever tracker loaded, Plausible or Umami, and nowhere without one', () => {
    const sent: unknown[] = [];
    const plausible = { plausible: (event: string, options: unknown) => sent.push(['plausible', event, options]) } as unknown as Window;
    const umami = { umami: { track: (event: string, data: unknown) => sent.push(['umami', event, data]) } } as unknown as Window;
    trackEvent('share_recipe', { network: 'copy', recipeId: 'r1' }, plausible);
    trackEvent('share_recipe', { network: 'twitter', recipeId: 'r2' }, umami);
    trackEvent('share_recipe', { network: 'native', recipeId: 'r3' }, {} as Window);
    expect(sent).toEqual([
      ['plausible', 'share_recipe', { props: { network: 'copy', recipeId: 'r1' } }],
      ['umami', 'share_recipe', { network: 'twitter', recipeId: 'r2' }],
    ]);
  });
});
