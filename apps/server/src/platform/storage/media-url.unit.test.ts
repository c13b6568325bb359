import { describe, expect, it } from 'vitest';
import { createMediaUrls } from './media-url';

describe('media URLs', () => {
  const storage = { publicUrl: (key: string) => `https://sous.example/media/${key}` };

  it("are the driver's own without PUBLIC_MEDIA_BASE_URL", () => {
    expect(createMediaUrls(storage, undefined)('recipes/r1/media/m1/large.webp')).toBe('https://sous.example/media/recipes/r1/media/m1/large.webp');
  });

  it('are rewritten under PUBLIC_MEDIA_BASE_URL, with or without its trailing slash', () => {
    expect(createMediaUrls(storage, 'https://cdn.example.com/img/')('recipes/r1/media/m1/large.webp')).toBe('https://cdn.example.com/img/recipes/r1/media/m1/large.webp');
    expect(createMediaUrls(storage, 'https://cdn.example.com')('a/b.webp')).toBe('https://cdn.example.com/a/b.webp');
  });

  it('refuse a key the server could not have made', () => {
    expect(() => createMediaUrls(storage, 'https://cdn.example.com')('../secret')).toThrow(/Invalid object key/);
  });
});
