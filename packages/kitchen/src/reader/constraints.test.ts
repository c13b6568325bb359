import { describe, expect, it } from 'vitest';
import { constraintsFor } from './constraints';
import { readPrompt } from './read-prompt';

describe('constraintsFor', () => {
  it('joins the preferences object and the request text, loosening nothing', () => {
    const reading = readPrompt('satay noodles, no cilantro, under 20 minutes\nAllergies: Peanuts\nOther allergies: kiwi\nCooking time: between 30 and 60 minutes');
    const c = constraintsFor(reading, { allergies: ['Soy'], prepTime: '15-30', otherAllergies: 'mango', dietaryRestrictions: ['Vegan'] });
    expect([...c.allergies].sort()).toEqual(['Peanuts', 'Soy']);
    expect(c.otherAllergies).toBe('mango, kiwi');
    expect(c.dietaryRestrictions).toEqual(['Vegan']);
    expect(c.prepTime).toBe('15-30');
    expect(c.maxMinutes).toBe(20);
    expect(c.excludedTerms).toEqual(['cilantro', 'kiwi']);
    expect(c.avoidAsSubstitute).toEqual(['Tree Nuts']);
    expect(c.requestedTerms).toEqual(['satay', 'noodle']);
  });

  it('does not enforce the soft limit of "quick"', () => {
    expect(constraintsFor(readPrompt('a quick stir fry')).maxMinutes).toBeUndefined();
  });
});
