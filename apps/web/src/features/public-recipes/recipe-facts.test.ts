import { describe, expect, it } from 'vitest';
import { authorOf, cardTime, descriptionOf, nutritionFacts, servingsText, timeFacts } from './recipe-facts';

const times = (prepTime: string, cookTime: string, totalTime: string) => timeFacts({ prepTime, cookTime, totalTime });

describe('recipe facts', () => {
  it('show prep and cook, else the total, else nothing (Time not specified)', () => {
    expect(times('15 minutes', '30 minutes', '45 minutes')).toEqual([
      { label: 'Prep', value: '15 minutes' },
      { label: 'Cook', value: '30 minutes' },
    ]);
    expect(times('', '', '1 hour')).toEqual([{ label: 'Total', value: '1 hour' }]);
    expect(times('', '', '')).toEqual([]);
  });

  it('leave out a time that is blank or zero', () => {
    expect(times('10 minutes', '0 minutes', '10 minutes')).toEqual([{ label: 'Prep', value: '10 minutes' }]);
    expect(times(' ', '20 minutes', '')).toEqual([{ label: 'Cook', value: '20 minutes' }]);
    expect(times('0 minutes', '0 minutes', '')).toEqual([]);
  });

  it('say serving for one and servings for more', () => {
    expect(servingsText(1)).toBe('1 serving');
    expect(servingsText(4)).toBe('4 servings');
  });

  it("give a card's cook time in minutes, or Quick Recipe without one", () => {
    expect(cardTime('45 minutes')).toBe('45 mins');
    expect(cardTime('1 minute')).toBe('1 min');
    expect(cardTime('1 hour 10 minutes')).toBe('1 hr 10 mins');
    expect(cardTime('2 hours')).toBe('2 hr');
    expect(cardTime('')).toBe('Quick Recipe');
    expect(cardTime('0 minutes')).toBe('Quick Recipe');
  });

  it('name the brand account and a missing author with the brand, and cooks by their screen name', () => {
    expect(authorOf('sous')).toBe('Sous Kitchen');
    expect(authorOf(null)).toBe('Sous Kitchen');
    expect(authorOf('saucy_basil')).toBe('saucy_basil');
  });

  it('fall back to the community description when a cook wrote none', () => {
    expect(descriptionOf('  ')).toBe('A delicious recipe shared by the community');
    expect(descriptionOf('Crisp and quick.')).toBe('Crisp and quick.');
  });

  it('list each nutrition figure only when present, and none when nothing was worked out', () => {
    expect(nutritionFacts({ calories: 420, protein: 30, carbs: 12, fat: 0 })).toEqual([
      { label: 'Calories', value: '420 kcal' },
      { label: 'Protein', value: '30 g' },
      { label: 'Carbs', value: '12 g' },
      { label: 'Fat', value: '0 g' },
    ]);
    expect(nutritionFacts({ calories: 300, fat: 9 })).toEqual([
      { label: 'Calories', value: '300 kcal' },
      { label: 'Fat', value: '9 g' },
    ]);
    expect(nutritionFacts({ calories: 0, protein: 0, carbs: 0, fat: 0 })).toEqual([]);
    expect(nutritionFacts({})).toEqual([]);
  });
});
