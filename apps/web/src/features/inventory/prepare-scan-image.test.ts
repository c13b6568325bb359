import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPickedPhoto, checkUploadPhoto, fitWithin, prepareScanImage, sentName } from './prepare-scan-image';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A file of `size` bytes (the content is not read). */
function aFile(type: string, size = 1000, name = 'receipt.jpg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const MB = 1024 * 1024;

/** Stands in for the browser's decoder and canvas; records what was drawn and asked for. */
function fakeImageTools(width: number, height: number, { decodes = true, encodes = true } = {}) {
  const bitmap = { width, height, close: vi.fn() };
  const canvases: { width: number; height: number }[] = [];
  const encoded: { type: string; quality: number }[] = [];
  class FakeCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {
      canvases.push({ width, height });
    }
    getContext() {
      return { imageSmoothingQuality: 'low', drawImage: () => undefined };
    }
    convertToBlob(options: { type: string; quality: number }) {
      encoded.push(options);
      return encodes ? Promise.resolve(new Blob(['resized bytes'], { type: options.type })) : Promise.reject(new Error('no canvas'));
    }
  }
  vi.stubGlobal('createImageBitmap', vi.fn(() => (decodes ? Promise.resolve(bitmap) : Promise.reject(new Error('bad image')))));
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  return { bitmap, canvases, encoded };
}

describe('the photo checks', () => {
  it("take JPEG, JPG and PNG up to 10MB, and refuse others with the spec's texts for the dialog and the upload step", () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png']) {
      expect(checkPickedPhoto(aFile(type, 10 * MB))).toBeNull();
      expect(checkUploadPhoto(aFile(type, 10 * MB))).toBeNull();
    }
    expect(checkPickedPhoto(aFile('image/webp', 1000, 'shelf.webp'))).toBe('File "shelf.webp" is not a valid image type. Please select JPEG or PNG files.');
    expect(checkPickedPhoto(aFile('image/png', 10 * MB + 1, 'big.png'))).toBe('File "big.png" exceeds the maximum size of 10MB.');
    expect(checkUploadPhoto(aFile('application/pdf'))).toBe('Please select a JPEG or PNG image file.');
    expect(checkUploadPhoto(aFile('image/jpeg', 12 * MB))).toBe('Image must be smaller than 10MB.');
  });
});

describe('fitWithin', () => {
  it('fits within 1920 by 1080 with the proportions kept, and never enlarges', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1440, height: 1080, scaled: true });
    expect(fitWithin(3840, 1080)).toEqual({ width: 1920, height: 540, scaled: true });
    expect(fitWithin(1080, 4000)).toEqual({ width: 292, height: 1080, scaled: true });
    expect(fitWithin(1920, 1080)).toEqual({ width: 1920, height: 1080, scaled: false });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600, scaled: false });
  });
});

describe('prepareScanImage', () => {
  it('draws a large photo to fit 1920 by 1080 and encodes it as JPEG at quality 0.8', async () => {
    const tools = fakeImageTools(4032, 3024);
    const resized = await prepareScanImage(aFile('image/jpeg'));
    expect(tools.canvases).toEqual([{ width: 1440, height: 1080 }]);
    expect(tools.encoded).toEqual([{ type: 'image/jpeg', quality: 0.8 }]);
    expect(await resized.text()).toBe('resized bytes');
    expect(tools.bitmap.close).toHaveBeenCalled();

    const png = fakeImageTools(3000, 3000);
    await prepareScanImage(aFile('image/png'));
    expect(png.canvases).toEqual([{ width: 1080, height: 1080 }]);
    expect(png.encoded).toEqual([{ type: 'image/jpeg', quality: 0.8 }]);
  });

  it('sends a JPEG that fits as it is, and draws a PNG that fits again as JPEG (the upload is signed for JPEG)', async () => {
    const tools = fakeImageTools(1200, 900);
    const file = aFile('image/jpg');
    expect(await prepareScanImage(file)).toBe(file);
    expect(tools.canvases).toEqual([]);
    const png = await prepareScanImage(aFile('image/png', 1000, 'shelf.png'));
    expect(tools.canvases).toEqual([{ width: 1200, height: 900 }]);
    expect(png.type).toBe('image/jpeg');
    expect(sentName('shelf.png', png)).toBe('shelf.jpg');
  });

  it("says 'Failed to load image' and 'Failed to resize image' when the browser cannot", async () => {
    fakeImageTools(4000, 3000, { decodes: false });
    await expect(prepareScanImage(aFile('image/jpeg'))).rejects.toThrow('Failed to load image');
    fakeImageTools(4000, 3000, { encodes: false });
    await expect(prepareScanImage(aFile('image/jpeg'))).rejects.toThrow('Failed to resize image');
  });
});
