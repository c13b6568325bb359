import sharp from 'sharp';

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A photographed recipe-card page rendered by the test itself (no binary fixtures): dark print on
 * cream card, 1200 × 1600, the size and type size of a phone photo of a card. Text is laid out by
 * Pango through sharp; ligatures are off so "flour" reads as five letters.
 */
export async function renderCardPage(text: string, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const markup = `<span foreground="#1c1917" font_features="liga=0">${escapeMarkup(text)}</span>`;
  const card = sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#f6f4ee' } }).composite([
    { input: { text: { text: markup, font: 'Liberation Sans, DejaVu Sans, sans 15', dpi: 150, width: 1040, wrap: 'word', rgba: true } }, top: 80, left: 80 },
  ]);
  return format === 'png' ? card.png().toBuffer() : card.jpeg({ quality: 90 }).toBuffer();
}
