import { describe, expect, it } from 'vitest';
import { preferenceLines, promptWithPreferences } from './preference-lines';

describe('preference lines', () => {
  it('words every choice as the spec says', () => {
    expect(
      preferenceLines({
        allergies: ['Peanuts', 'Dairy'],
        otherAllergies: ' kiwi, mango ',
        cuisinesPreferred: ['Thai'],
        dietaryRestrictions: ['Vegetarian', 'Low-Sodium'],
        prepTime: '15-30',
        healthiness: 3,
      }),
    ).toEqual([
      'Allergies: Peanuts, Dairy',
      'Other allergies: kiwi, mango',
      'Preferred cuisines: Thai',
      'Dietary restrictions: Vegetarian, Low-Sodium',
      'Cooking time: under 30 minutes',
      'Healthiness: very healthy',
    ]);
  });

  it('words the other times and healthiness levels', () => {
    expect(preferenceLines({ prepTime: '30-60', healthiness: 2 })).toEqual([
      'Cooking time: between 30 and 60 minutes',
      'Healthiness: moderately healthy',
    ]);
    expect(preferenceLines({ prepTime: '60+', healthiness: 1 })).toEqual([
      'Cooking time: can take longer than 60 minutes',
      'Healthiness: no preference',
    ]);
  });

  it('adds nothing for empty choices', () => {
    expect(preferenceLines({ allergies: [], otherAllergies: '  ', cuisinesPreferred: [] })).toEqual([]);
    expect(promptWithPreferences('  tacos  ', undefined)).toBe('tacos');
    expect(promptWithPreferences('tacos', { allergies: ['Soy'] })).toBe('tacos\nAllergies: Soy');
  });
});
