import sharp from 'sharp';

/**
 * Recipe-card pictures rendered by the tests themselves (no binary fixtures): printed text on a
 * card, as a phone photo or a scan of it would give the OCR. Text is laid out by Pango through
 * sharp's text input, which libvips treats as a generator, not a file loader, so the
 * process-wide block on loaders (recipe-media's image-processing.ts) does not refuse it as it
 * would an SVG.
 */
export interface RecipeCardOptions {
  /** Turns the finished card clockwise, as a photo taken sideways or upside down. */
  rotate?: 0 | 90 | 180 | 270;
  /** Grey ink on grey paper, as a faded card under kitchen light. */
  lowContrast?: boolean;
  /** Slight grain over the card, as a phone camera adds (deterministic). */
  noise?: boolean;
  format?: 'png' | 'jpeg';
  /** The card before rotation: 1200 × 1600 by default. */
  width?: number;
  height?: number;
  /** Stored as EXIF orientation (the pixels stay as they are), as phones do. */
  exifOrientation?: number;
  /** Sans (default) prints l and I alike, as many cards do; serif tells them apart. */
  font?: 'sans' | 'serif';
}

/**
 * Liberation fonts are installed with Chromium on CI (.ci/run); DejaVu and fontconfig's default
 * are fallbacks. 15 pt at 150 dpi prints about 31 px per line, the size of a photographed card.
 */
const FONTS = { sans: 'Liberation Sans, DejaVu Sans, sans', serif: 'Liberation Serif, DejaVu Serif, serif' };
const FONT_POINTS = 15;
const DPI = 150;
const MARGIN = 80;

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** White-on-black coverage of the text (one byte a pixel), shrunk to fit `width` × `height` when long. */
async function textMask(text: string, font: string, width: number, height: number, dpi: number) {
  const markup = escapeMarkup(text);
  const render = (fit: boolean) =>
    sharp({ text: { text: markup, font: `${font} ${FONT_POINTS}`, width, wrap: 'word', ...(fit ? { height } : { dpi }) } })
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
  const mask = await render(false);
  return mask.info.height > height ? render(true) : mask;
}

/** A small deterministic generator (mulberry32), so a noisy card is the same in every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One card with `text` printed on it, encoded as PNG or JPEG. */
export async function renderRecipeCard(text: string, options: RecipeCardOptions = {}): Promise<Buffer> {
  const { width = 1200, height = 1600, format = 'png', rotate = 0 } = options;
  const [paper, ink] = options.lowContrast ? [178, 118] : [246, 28];
  // Text and margins grow with the card, so a larger card is the same card photographed closer.
  const scale = width / 1200;
  const margin = Math.round(MARGIN * scale);
  // A blank card (a photo with no text) has no mask to print.
  const mask = text.trim()
    ? await textMask(text, FONTS[options.font ?? 'sans'], width - 2 * margin, height - 2 * margin, Math.round(DPI * scale))
    : { data: Buffer.alloc(0), info: { width: 0, height: 0 } };
  const pixels = Buffer.alloc(width * height, paper);
  for (let y = 0; y < mask.info.height; y++) {
    for (let x = 0; x < mask.info.width; x++) {
      const coverage = mask.data[y * mask.info.width + x] ?? 0;
      if (coverage > 0) pixels[(y + margin) * width + x + margin] = Math.round(paper + ((ink - paper) * coverage) / 255);
    }
  }
  if (options.noise) {
    const next = random(width * 31 + height);
    // Roughly gaussian grain (sum of three uniforms), ±15 grey levels at most.
    for (let i = 0; i < pixels.length; i++) pixels[i] = Math.max(0, Math.min(255, (pixels[i] ?? 0) + Math.round((next() + next() + next() - 1.5) * 10)));
  }
  let image = sharp(pixels, { raw: { width, height, channels: 1 } });
  if (rotate) image = image.rotate(rotate);
  if (options.exifOrientation) image = image.withMetadata({ orientation: options.exifOrientation });
  return format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}

/**
 * Splits a recipe's text into `pages` parts at blank lines (a card's sections), each close to an
 * even share of the lines, as a cook photographs the front and back of a card.
 */
export function splitIntoPages(text: string, pages: number): string[] {
  const lines = text.trim().split('\n');
  const breaks = lines.flatMap((line, index) => (index > 0 && line.trim() === '' ? [index] : []));
  const cuts: number[] = [];
  for (let page = 1; page < pages; page++) {
    const target = (lines.length * page) / pages;
    const candidates = breaks.filter((at) => at > (cuts.at(-1) ?? 0));
    const best = candidates.reduce<number | undefined>((found, at) => (found === undefined || Math.abs(at - target) < Math.abs(found - target) ? at : found), undefined);
    cuts.push(best ?? Math.round(target));
  }
  return [0, ...cuts].map((start, index) => lines.slice(start, cuts[index] ?? lines.length).join('\n').trim());
}

/** Every page of a card, rendered alike. */
export function renderRecipeCardPages(text: string, pages: number, options: RecipeCardOptions = {}): Promise<Buffer[]> {
  return Promise.all(splitIntoPages(text, pages).map((page) => renderRecipeCard(page, options)));
}

/**
 * A short card for the OCR tests until the kitchen's recipe-text fixtures cover what they need:
 * a title, ingredient lines with fractions and units, numbered steps.
 */
export const SAMPLE_CARD_TEXT = `Grandma's Banana Bread

Serves 8. Prep 15 min. Cook 60 min.

Ingredients
3 ripe bananas, mashed
1/3 cup melted butter
3/4 cup sugar
1 large egg, beaten
1 teaspoon baking soda
1 1/2 cups all-purpose flour
Pinch of salt

Directions
1. Preheat the oven to 350 F and butter a loaf pan.
2. Mix the butter into the mashed bananas.
3. Stir in the sugar, egg, baking soda and salt.
4. Mix in the flour and pour the batter into the pan.
5. Bake for 60 minutes, until a skewer comes out clean.`;
