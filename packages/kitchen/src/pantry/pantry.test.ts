import { describe, expect, it } from 'vitest';
import { boughtItem } from './bought-item';
import { pantryCovers, type PantryHolding } from './pantry-cover';

const pantry: PantryHolding[] = [
  { name: 'All-purpose flour', foodId: 'all-purpose-flour', quantity: 1, unit: 'kg' },
  { name: 'Eggs', quantity: 6, unit: 'pcs' },
  { name: 'Whole milk', quantity: 500, unit: 'ml' },
  { name: 'Spinach', quantity: 200, unit: 'g' },
  { name: 'Garlic', quantity: 1, unit: 'pcs' },
  { name: 'Sea salt', quantity: 1, unit: 'pcs' },
  { name: 'Butter', quantity: 100, unit: 'g' },
  { name: 'Butter', quantity: 250, unit: 'g' },
];

describe('pantryCovers', () => {
  const pantryCover = (need: Parameters<ReturnType<typeof pantryCovers>>[0], holdings: PantryHolding[]) => pantryCovers(holdings)(need);

  it('knows nothing of a food the pantry lacks', () => {
    expect(pantryCover({ name: 'salmon fillets', quantity: 2, unit: '' }, pantry)).toBeUndefined();
  });

  it('covers a need the pantry has enough of, in the same or a convertible unit', () => {
    expect(pantryCover({ name: 'flour', quantity: 2, unit: 'cup' }, pantry)).toEqual({ quantity: 1, unit: 'kg', covers: true });
    expect(pantryCover({ name: 'eggs', quantity: 4, unit: '' }, pantry)?.covers).toBe(true);
    expect(pantryCover({ name: 'milk', quantity: 1, unit: 'cup' }, pantry)?.covers).toBe(true);
  });

  it('shows the amount but does not cover a need larger than the pantry holds', () => {
    expect(pantryCover({ name: 'eggs', quantity: 12, unit: '' }, pantry)).toEqual({ quantity: 6, unit: 'pcs', covers: false });
    expect(pantryCover({ name: 'milk', quantity: 1, unit: 'qt' }, pantry)?.covers).toBe(false);
    expect(pantryCover({ name: 'flour', quantity: 3, unit: 'lb' }, pantry)?.covers).toBe(false);
  });

  it('weighs a volume through the catalog when the pantry holds the food by weight', () => {
    // A cup of spinach leaves is some 30 g: 200 g covers it, two kilos of it would not be.
    expect(pantryCover({ name: 'baby spinach', quantity: 2, unit: 'cup' }, pantry)?.covers).toBe(true);
    expect(pantryCover({ name: 'spinach', quantity: 1, unit: 'kg' }, pantry)?.covers).toBe(false);
  });

  it('adds up two items of the same food', () => {
    expect(pantryCover({ name: 'unsalted butter', quantity: 300, unit: 'g' }, pantry)).toEqual({ quantity: 100, unit: 'g', covers: true });
  });

  it('covers an unmeasured need, and one whose amounts cannot be compared', () => {
    expect(pantryCover({ name: 'salt', quantity: null, unit: '' }, pantry)?.covers).toBe(true);
    expect(pantryCover({ name: 'vanilla extract', quantity: null, unit: '' }, pantry)).toBeUndefined();
  });
});

describe('boughtItem', () => {
  it('keeps an amount the pantry has a unit for, and files the food in its category', () => {
    expect(boughtItem({ name: 'ground beef', quantity: 1.5, unit: 'lb' })).toEqual({ name: 'ground beef', quantity: 1.5, unit: 'lb', category: 'Other', foodId: 'ground-beef' });
    expect(boughtItem({ name: 'milk', quantity: 2, unit: 'cup' })).toMatchObject({ quantity: 2, unit: 'cup', category: 'Dairy' });
  });

  it('counts the food itself in pieces, a dozen as twelve', () => {
    expect(boughtItem({ name: 'yellow onion', quantity: 3, unit: '' })).toMatchObject({ quantity: 3, unit: 'pcs', category: 'Produce' });
    expect(boughtItem({ name: 'eggs', quantity: 1, unit: 'dozen' })).toMatchObject({ quantity: 12, unit: 'pcs', category: 'Dairy' });
  });

  it('weighs other counts when the catalog knows the weight, else keeps them as pieces', () => {
    const garlic = boughtItem({ name: 'garlic', quantity: 4, unit: 'clove' });
    expect(garlic.unit).toBe('g');
    expect(garlic.quantity).toBeGreaterThan(4);
    expect(boughtItem({ name: 'mystery sauce', quantity: 2, unit: 'jar' })).toEqual({ name: 'mystery sauce', quantity: 2, unit: 'pcs', category: 'Other' });
  });

  it('cuts a long grocery name to the pantry’s 80 characters', () => {
    const { name } = boughtItem({ name: `${'very '.repeat(20)}ripe tomatoes`, quantity: 2, unit: '' });
    expect(name.length).toBeLessThanOrEqual(80);
    expect(name).toMatch(/^very very .*very$/);
  });

  it('makes one piece of an item without an amount', () => {
    expect(boughtItem({ name: 'fresh basil', quantity: null, unit: '' })).toMatchObject({ quantity: 1, unit: 'pcs', category: 'Produce' });
  });
});
