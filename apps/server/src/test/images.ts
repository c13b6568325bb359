import zlib from 'node:zlib';
import sharp from 'sharp';

/** Raw RGB pixels: the left half red, the right half blue, so a test can tell which way is up. */
function halves(width: number, height: number): Buffer {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw[(y * width + x) * 3 + (x < width / 2 ? 0 : 2)] = 255;
  }
  return raw;
}

export interface TestImageOptions {
  width?: number;
  height?: number;
  /** EXIF orientation (6: the camera was turned, show it rotated 90° clockwise). */
  orientation?: number;
  /** Writes EXIF with a GPS position and a copyright, as a phone would. */
  withExif?: boolean;
}

/** A photo made for tests: red on the left, blue on the right, optionally with EXIF. */
export async function testImage(format: 'jpeg' | 'png' | 'webp', options: TestImageOptions = {}): Promise<Buffer> {
  const { width = 200, height = 100 } = options;
  let image = sharp(halves(width, height), { raw: { width, height, channels: 3 } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (options.withExif) image = image.withExifMerge({ IFD0: { Copyright: 'Sous test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } });
  return image.toFormat(format).toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A pixel bomb: a tiny, valid-looking PNG whose header claims `side` × `side` pixels. */
export function pixelBombPng(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Files that are not photos, whatever they are named or declared as. */
export const hostileFiles = {
  html: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
};

/** The colour of one pixel of an image (decoded here), as [r, g, b]. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}
