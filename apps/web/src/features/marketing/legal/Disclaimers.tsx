import { LegalSection } from './LegalSection';

/** The disclaimers about AI recipes, allergens, food safety and nutrition. */
export function Disclaimers() {
  return (
    <div className="space-y-8">
      <h2 className="font-display text-2xl font-semibold">Disclaimers</h2>
      <LegalSection title="AI recipes may contain inaccuracies">
        <p>
          Sous writes recipes automatically. They can contain wrong amounts, times or steps. Read a recipe through before you
          start and use your judgement as a cook.
        </p>
      </LegalSection>
      <LegalSection title="Allergens">
        <p>
          Sous tries hard to respect the allergies and diets you choose, but it cannot know every brand’s ingredients or
          every kitchen’s cross-contact. Always read product labels and check every ingredient yourself, especially for
          severe allergies.
        </p>
      </LegalSection>
      <LegalSection title="Food safety">
        <p>
          Cook food to safe internal temperatures: 165°F (74°C) for poultry; 160°F (71°C) for ground meats; 145°F (63°C) for
          whole cuts of beef, pork and lamb, with a 3-minute rest, and for fish. Keep raw and cooked food apart and
          refrigerate leftovers within two hours.
        </p>
      </LegalSection>
      <LegalSection title="Nutrition">
        <p>
          Nutrition figures are estimates calculated from standard food data and the recipe’s amounts. Real values depend
          on brands, sizes and how you cook.
        </p>
      </LegalSection>
      <LegalSection title="Not medical advice">
        <p>
          Sous is not a substitute for advice from a doctor or registered dietitian. If you have a medical condition or
          special dietary needs, ask a professional.
        </p>
      </LegalSection>
    </div>
  );
}
