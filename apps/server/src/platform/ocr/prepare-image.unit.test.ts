import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hostileFiles, pixelBombPng, testImage } from '../../test/images';
import { renderRecipeCard, SAMPLE_CARD_TEXT } from '../../test/recipe-cards';
import { OcrImageError } from './ocr';
import { rotationsToTry } from './orientation';
import { prepareImage } from './prepare-image';

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof OcrImageError ? error.problem : `other: ${String(error)}`),
  );

describe('preparing a photo for OCR', { timeout: 30_000 }, () => {
  it('refuses what is not a JPEG, PNG or WebP image with a typed error', async () => {
    const jpeg = await testImage('jpeg', { width: 400, height: 300 });
    expect(await problemOf(prepareImage(Buffer.from('%PDF-1.7 not a photo')))).toBe('not-an-image');
    expect(await problemOf(prepareImage(hostileFiles.svg))).toBe('not-an-image');
    expect(await problemOf(prepareImage(hostileFiles.html))).toBe('not-an-image');
    expect(await problemOf(prepareImage(Buffer.alloc(0)))).toBe('not-an-image');
    // Right magic bytes, broken inside: a truncated upload.
    expect(await problemOf(prepareImage(jpeg.subarray(0, Math.floor(jpeg.length / 2))))).toBe('unreadable');
    expect(await problemOf(prepareImage(pixelBombPng()))).toBe('too-many-pixels');
    expect(await problemOf(prepareImage(await testImage('png', { width: 100, height: 100 }), { maxPixels: 5000 }))).toBe('too-many-pixels');
  });

  it('turns the photo upright as its EXIF says, grey, with small pages scaled up to 1500 px', async () => {
    // A card stored turned 90° anticlockwise with "show it turned 90° clockwise", as phones save photos.
    const photo = await renderRecipeCard(SAMPLE_CARD_TEXT, { width: 600, height: 800, rotate: 270, exifOrientation: 6, format: 'jpeg' });
    const page = await prepareImage(photo);
    expect({ width: page.width, height: page.height }).toEqual({ width: 1500, height: 2000 });
    expect(await sharp(page.png).metadata()).toMatchObject({ format: 'png', width: 1500, height: 2000, channels: 1 });
    expect((await rotationsToTry(page.png))[0]).toBe(0);
  });

  it('leaves a phone-sized photo as it is and shrinks a huge one to 4000 px', async () => {
    const phone = await prepareImage(await testImage('jpeg', { width: 1600, height: 2000 }));
    expect([phone.width, phone.height]).toEqual([1600, 2000]);
    const huge = await prepareImage(await testImage('jpeg', { width: 6000, height: 4500 }));
    expect([huge.width, huge.height]).toEqual([4000, 3000]);
  });
});
