import { describe, expect, it } from 'vitest';
import { preferenceLines, promptWithPreferences, readPreferenceLines } from './preference-lines';

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

describe('readPreferenceLines', () => {
  it('reads back every line preferenceLines writes', () => {
    const preferences = {
      allergies: ['Peanuts', 'Tree Nuts'] as const,
      otherAllergies: 'kiwi, mango',
      cuisinesPreferred: ['Thai', 'Middle Eastern'] as const,
      dietaryRestrictions: ['Low-Carb', 'Gluten-Free'] as const,
      prepTime: '60+' as const,
      healthiness: 2,
    };
    const text = promptWithPreferences('pad thai', { ...preferences, allergies: [...preferences.allergies], cuisinesPreferred: [...preferences.cuisinesPreferred], dietaryRestrictions: [...preferences.dietaryRestrictions] });
    expect(readPreferenceLines(text)).toEqual({
      prompt: 'pad thai',
      found: true,
      preferences: {
        allergies: ['Peanuts', 'Tree Nuts'],
        otherAllergies: 'kiwi, mango',
        cuisinesPreferred: ['Thai', 'Middle Eastern'],
        dietaryRestrictions: ['Low-Carb', 'Gluten-Free'],
        prepTime: '60+',
        healthiness: 2,
      },
    });
  });

  it.each([
    ['Cooking time: under 30 minutes', { prepTime: '15-30' }],
    ['Cooking time: between 30 and 60 minutes', { prepTime: '30-60' }],
    ['Healthiness: no preference', { healthiness: 1 }],
    ['Healthiness: very healthy', { healthiness: 3 }],
    ['allergies: peanut, tree nut, dairy', { allergies: ['Peanuts', 'Tree Nuts', 'Dairy'] }],
    ['Allergies: Shellfish, kiwi', { allergies: ['Shellfish'], otherAllergies: 'kiwi' }],
    ['Dietary restrictions: low carb, gluten free', { dietaryRestrictions: ['Low-Carb', 'Gluten-Free'] }],
    ['Preferred cuisines: Martian, Greek', { cuisinesPreferred: ['Greek'] }],
  ])('%s', (line, preferences) => {
    expect(readPreferenceLines(`tacos\n${line}`)).toEqual({ prompt: 'tacos', found: true, preferences });
  });

  it('leaves a text without lines alone', () => {
    expect(readPreferenceLines('chicken with rice: quick')).toEqual({ prompt: 'chicken with rice: quick', found: false, preferences: {} });
  });
});
