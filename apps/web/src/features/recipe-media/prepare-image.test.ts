import { MEDIA } from '@sous/contract/recipe-media';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkImageFile, prepareImage } from './prepare-image';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A file of `size` bytes (the content is not read). */
function aFile(type: string, size = 1000, name = 'dish.jpg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Stands in for the browser's decoder and canvas; records what was drawn and asked for. */
function fakeImageTools(width: number, height: number) {
  const bitmap = { width, height, close: vi.fn() };
  const decode = vi.fn(() => Promise.resolve(bitmap));
  const drawn: unknown[][] = [];
  const encoded: unknown[] = [];
  const canvases: { width: number; height: number }[] = [];
  class FakeCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {
      canvases.push({ width, height });
    }
    getContext() {
      return { imageSmoothingQuality: 'low', drawImage: (...args: unknown[]) => drawn.push(args) };
    }
    convertToBlob(options: { type: string; quality: number }) {
      encoded.push(options);
      return Promise.resolve(new Blob(['resized bytes'], { type: options.type }));
    }
  }
  vi.stubGlobal('createImageBitmap', decode);
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  return { bitmap, decode, drawn, encoded, canvases };
}

describe('checkImageFile', () => {
  it('takes JPEG, PNG and WebP smaller than 10MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(checkImageFile(aFile(type, MEDIA.maxBytes - 1))).toBeNull();
  });

  it("refuses other types with the spec's text", () => {
    for (const type of ['image/gif', 'image/heic', 'application/pdf', '']) {
      expect(checkImageFile(aFile(type))).toBe('Please select a JPEG, PNG, or WebP image file.');
    }
  });

  it("refuses 10MB and more with the spec's text", () => {
    expect(checkImageFile(aFile('image/png', MEDIA.maxBytes))).toBe('Image must be smaller than 10MB.');
    expect(checkImageFile(aFile('image/png', 25 * 1024 * 1024))).toBe('Image must be smaller than 10MB.');
  });
});

describe('prepareImage', () => {
  it('draws a wider photo the right way up at 1600 px wide and encodes it in its own type at quality 0.9', async () => {
    const tools = fakeImageTools(4032, 3024);
    const file = aFile('image/jpeg', 5_000_000);
    const prepared = await prepareImage(file);

    expect(tools.decode).toHaveBeenCalledWith(file, { imageOrientation: 'from-image' });
    expect(tools.canvases).toEqual([{ width: 1600, height: 1200 }]);
    expect(tools.drawn).toEqual([[tools.bitmap, 0, 0, 1600, 1200]]);
    expect(tools.encoded).toEqual([{ type: 'image/jpeg', quality: 0.9 }]);
    expect(prepared).not.toBe(file);
    expect(prepared.type).toBe('image/jpeg');
    expect(tools.bitmap.close).toHaveBeenCalled();
  });

  it('keeps the height in proportion for a portrait photo (its width measured after orientation)', async () => {
    const tools = fakeImageTools(3024, 4032);
    await prepareImage(aFile('image/webp'));
    expect(tools.canvases).toEqual([{ width: 1600, height: 2133 }]);
    expect(tools.encoded).toEqual([{ type: 'image/webp', quality: 0.9 }]);
  });

  it('sends a photo 1600 px wide or narrower as it is', async () => {
    const tools = fakeImageTools(1600, 900);
    const file = aFile('image/png');
    expect(await prepareImage(file)).toBe(file);
    expect(tools.canvases).toEqual([]);
    expect(tools.bitmap.close).toHaveBeenCalled();
  });

  it('sends the file as it is when the browser cannot read it (the server decides)', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(() => Promise.reject(new Error('cannot decode'))));
    const file = aFile('image/jpeg');
    expect(await prepareImage(file)).toBe(file);
  });
});
