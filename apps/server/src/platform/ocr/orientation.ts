import sharp from 'sharp';

/** Clockwise turns that make a page upright. */
export type Rotation = 0 | 90 | 180 | 270;

/** The side of the ink map the analysis runs on: enough for lines of text, milliseconds to scan. */
const MAP_SIDE = 400;
/** How much more one axis' ink profile must alternate than the other's to call the lines' direction. */
const AXIS_RATIO = 1.2;

/**
 * How much a profile (ink per row, or per column) jumps between neighbours, relative to its total:
 * rows across lines of text alternate between ink and blank, columns across them do not.
 */
function jaggedness(profile: number[]): number {
  let jumps = 0;
  let total = 0;
  for (let i = 0; i < profile.length; i++) {
    total += profile[i] ?? 0;
    if (i > 0) jumps += Math.abs((profile[i] ?? 0) - (profile[i - 1] ?? 0));
  }
  return total === 0 ? 0 : jumps / total;
}

/** Share of the values within `tolerance` of their most common value: how straight a margin is. */
function straightness(edges: number[], tolerance: number): number {
  if (edges.length === 0) return 0;
  const counts = new Map<number, number>();
  for (const edge of edges) counts.set(edge, (counts.get(edge) ?? 0) + 1);
  let best = 0;
  for (const center of counts.keys()) {
    let near = 0;
    for (const edge of edges) if (Math.abs(edge - center) <= tolerance) near++;
    best = Math.max(best, near);
  }
  return best / edges.length;
}

/**
 * The turns to try, most likely first, for a greyscale page: printed lines run along the axis
 * whose ink profile alternates most, and their left margin is straighter than their ragged right
 * end, which tells 0° from 180° (and 90° from 270°). Only a guess: the caller checks each try by
 * how well the text reads. When the axis is clear only its two turns are returned.
 *
 * Tesseract's own orientation detection needs its `osd` data and legacy engine, which the local
 * language package does not ship.
 */
export async function rotationsToTry(png: Buffer): Promise<Rotation[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  // A map of blocks, one ink when at least two of its pixels are dark: shrinking the page by
  // averaging instead would fade thin strokes into the paper.
  const block = Math.max(1, Math.ceil(Math.max(info.width, info.height) / MAP_SIDE));
  const width = Math.ceil(info.width / block);
  const height = Math.ceil(info.height / block);
  const dark = new Uint16Array(width * height);
  for (let y = 0; y < info.height; y++) {
    const row = Math.floor(y / block) * width;
    for (let x = 0; x < info.width; x++) {
      if ((data[(y * info.width + x) * info.channels] ?? 255) < 128) {
        const cell = row + Math.floor(x / block);
        dark[cell] = (dark[cell] ?? 0) + 1;
      }
    }
  }
  const rows = new Array<number>(height).fill(0);
  const columns = new Array<number>(width).fill(0);
  const rowFirst = new Array<number>(height).fill(-1);
  const rowLast = new Array<number>(height).fill(-1);
  const columnFirst = new Array<number>(width).fill(-1);
  const columnLast = new Array<number>(width).fill(-1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((dark[y * width + x] ?? 0) < 2) continue;
      rows[y] = (rows[y] ?? 0) + 1;
      columns[x] = (columns[x] ?? 0) + 1;
      if (rowFirst[y] === -1) rowFirst[y] = x;
      rowLast[y] = x;
      if (columnFirst[x] === -1) columnFirst[x] = y;
      columnLast[x] = y;
    }
  }
  const inked = (ends: number[]) => ends.filter((end) => end >= 0);
  const horizontal = jaggedness(rows);
  const vertical = jaggedness(columns);
  if (horizontal === 0 && vertical === 0) return [0]; // no ink: nothing to turn
  // Lines across the page: is the straight margin on the left (upright) or on the right (upside down)?
  const across: Rotation[] =
    straightness(inked(rowFirst), width * 0.02) >= straightness(inked(rowLast), width * 0.02) ? [0, 180] : [180, 0];
  // Lines down the page: a page turned 90° clockwise has its left margin at the top.
  const down: Rotation[] =
    straightness(inked(columnFirst), height * 0.02) >= straightness(inked(columnLast), height * 0.02) ? [270, 90] : [90, 270];
  if (horizontal >= vertical * AXIS_RATIO) return across;
  if (vertical >= horizontal * AXIS_RATIO) return down;
  return horizontal >= vertical ? [...across, ...down] : [...down, ...across];
}

const VOWEL = /[aeiouy]/i;
const NUMBER = /^[\d½¼¾⅓⅔⅛]+([/.,:–-][\d½¼¾⅓⅔⅛]+)*(°[CF]?|%|x)?$/;

/**
 * The share of the text's tokens that look like words or numbers (a capitalised or lower-case or
 * all-capital word with a vowel, a number, a fraction): text read the wrong way up comes out as
 * mixed-case strings of symbols.
 */
export function wordShare(text: string): number {
  const tokens = text
    .split(/\s+/)
    .map((token) => token.replace(/^[("'“‘[-]+|[)"'”’\].,;:!?*-]+$/gu, ''))
    .filter((token) => token !== '');
  if (tokens.length === 0) return 0;
  const wordLike = tokens.filter(
    (token) => NUMBER.test(token) || (/^([A-Z]?[a-z]+|[A-Z]+)('[a-z]+)?$/.test(token) && (VOWEL.test(token) || token.length === 1)),
  );
  return wordLike.length / tokens.length;
}
