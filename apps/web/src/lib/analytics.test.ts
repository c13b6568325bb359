import { afterEach, describe, expect, it } from 'vitest';
import { loadAnalytics } from './analytics';

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
