import { MEDIA_MESSAGES } from '@sous/contract/recipe-media';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hostileFiles, pixelAt, pixelBombPng, testImage } from '../../test/images';
import { checkImage, processImage, sniffImageType } from './image-processing';

describe('image checks', () => {
  it('reads the type from the bytes, never from a name or a claim', async () => {
    expect(sniffImageType(await testImage('jpeg'))).toBe('image/jpeg');
    expect(sniffImageType(await testImage('png'))).toBe('image/png');
    expect(sniffImageType(await testImage('webp'))).toBe('image/webp');
    expect(sniffImageType(hostileFiles.html)).toBeNull();
    expect(sniffImageType(hostileFiles.svg)).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a...'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  it('refuses HTML, SVG and a type other than the declared one', async () => {
    expect(await checkImage(hostileFiles.html, 'image/jpeg')).toEqual({ ok: false, reason: MEDIA_MESSAGES.rejected.notAnImage });
    expect(await checkImage(hostileFiles.svg, 'image/jpeg')).toEqual({ ok: false, reason: MEDIA_MESSAGES.rejected.notAnImage });
    expect(await checkImage(await testImage('png'), 'image/jpeg')).toEqual({ ok: false, reason: MEDIA_MESSAGES.rejected.typeMismatch });
    expect(await checkImage(await testImage('png'), 'image/png')).toEqual({ ok: true });
  });

  it('refuses a pixel bomb from its header, and a truncated file', async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(2000);
    expect(await processImage(bomb, 'image/png')).toEqual({ ok: false, reason: MEDIA_MESSAGES.rejected.tooManyPixels });
    const jpeg = await testImage('jpeg', { width: 400, height: 300 });
    expect(await processImage(jpeg.subarray(0, 300), 'image/jpeg')).toEqual({ ok: false, reason: MEDIA_MESSAGES.rejected.unreadable });
  });

  it('never lets libvips decode SVG, even when asked directly', async () => {
    await expect(sharp(hostileFiles.svg).png().toBuffer()).rejects.toThrow();
  });

  it('makes three WebP renditions, upright, without EXIF, never enlarged', async () => {
    const photo = await testImage('jpeg', { width: 2400, height: 1200, orientation: 6, withExif: true });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const result = await processImage(photo, 'image/jpeg');
    if (!result.ok) throw new Error(result.reason);
    const sizes: Record<string, [number | undefined, number | undefined]> = {};
    for (const [name, bytes] of Object.entries(result.renditions)) {
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format, name).toBe('webp');
      expect(metadata.exif, name).toBeUndefined();
      expect(metadata.xmp, name).toBeUndefined();
      expect(metadata.orientation, name).toBeUndefined();
      sizes[name] = [metadata.width, metadata.height];
    }
    // Turned upright (1200 × 2400), then scaled by width.
    expect(sizes).toEqual({ thumbnail: [320, 640], medium: [800, 1600], large: [1200, 2400] });
    // The left (red) half of the sensor is now the top.
    expect(await pixelAt(result.renditions.thumbnail, 160, 10)).toEqual([expect.closeTo(255, -1), expect.closeTo(0, -1), expect.closeTo(0, -1)]);
    expect(await pixelAt(result.renditions.thumbnail, 160, 630)).toEqual([expect.closeTo(0, -1), expect.closeTo(0, -1), expect.closeTo(255, -1)]);
  });
});
