import { describe, expect, it } from 'vitest';
import { matchDish } from './match-dish';

describe('matching a request to a library dish', () => {
  it.each([
    ['carbonarra', 'spaghetti-carbonara'],
    ['tikka masla', 'chicken-tikka-masala'],
    ['padthai', 'pad-thai'],
    ['guacamolee', 'guacamole'],
    ['bibimbab', 'bibimbap'],
  ])('forgives a slip: %s', (text, id) => {
    expect(matchDish(text)?.dish.id).toBe(id);
  });

  it.each([
    ['mole negro', 'moules-marinieres'],
    ['brown butter pasta', 'brownies'],
  ])('does not take another word for a slip: %s', (text, wrong) => {
    expect(matchDish(text)?.dish.id).not.toBe(wrong);
  });
});
