import type { Readable } from 'node:stream';
import { IMPORT } from '@sous/contract/recipe-import';
import sharp from 'sharp';
// The image checks and the process-wide block of every decoder but JPEG, PNG and WebP live there.
import { renderWebp, sniffImageType } from '../recipe-media/image-processing';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** At most `max` characters as a reader counts them (an emoji or accented letter is one), never cutting one in half. */
export function shorten(text: string, max: number, ellipsis = ''): string {
  const parts = Array.from(graphemes.segment(text), (part) => part.segment);
  return parts.length <= max ? text : `${parts.slice(0, max - ellipsis.length).join('').trimEnd()}${ellipsis}`;
}

/** Characters a file name never keeps: path and shell punctuation, markup, quotes. */
const unsafeCharacters = /[<>:"/\\|?*`$;&{}[\]]/g;
// Control characters, and format characters such as right-to-left overrides that disguise an extension.
const invisibleCharacters = /[\p{Cc}\p{Cf}]/gu;

/**
 * A browser's file name as Sous stores and echoes it: the last path segment only, without
 * control or direction characters, markup or path punctuation (each becomes `_`), spaces
 * collapsed, at most IMPORT.filenameMax characters. Never empty.
 */
export function sanitizeFilename(name: string): string {
  const base = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = base.replace(invisibleCharacters, '').replace(unsafeCharacters, '_').replace(/\s+/g, ' ').trim();
  const short = shorten(clean, IMPORT.filenameMax);
  return short === '' || /^\.+$/.test(short) ? 'photo' : short;
}

/** Why a page cannot be read. */
export type PageProblem = 'not-an-image' | 'too-large' | 'too-many-pixels';

const formats = { 'image/jpeg': 'jpeg', 'image/png': 'png' } as const;

/**
 * Whether an uploaded page is a JPEG or PNG the OCR may read: its magic bytes say so (whatever
 * its name or declared type), the decoder agrees, and its header describes at most
 * IMPORT.maxPixels (read before any pixel is decoded, so a pixel bomb is refused unexpanded).
 */
export async function checkPage(bytes: Buffer): Promise<{ ok: true } | { ok: false; problem: PageProblem }> {
  if (bytes.length > IMPORT.maxBytes) return { ok: false, problem: 'too-large' };
  const type = sniffImageType(bytes);
  if (type !== 'image/jpeg' && type !== 'image/png') return { ok: false, problem: 'not-an-image' };
  try {
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
    if (format !== formats[type] || !width || !height) return { ok: false, problem: 'not-an-image' };
    if (width * height > IMPORT.maxPixels) return { ok: false, problem: 'too-many-pixels' };
  } catch {
    return { ok: false, problem: 'not-an-image' };
  }
  return { ok: true };
}

/** The preview shown while the import works: a checked image as a small WebP, upright, without its metadata. */
export const PREVIEW_WIDTH = 800;
export const renderPreview = (bytes: Buffer): Promise<Buffer> => renderWebp(bytes, PREVIEW_WIDTH);

/** A stored object's bytes, up to `limit` (one more than the cap says "too large" without reading it all). */
export async function readUpTo(body: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const bytes = chunk as Buffer;
    chunks.push(bytes);
    size += bytes.length;
    if (size > limit) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks);
}
