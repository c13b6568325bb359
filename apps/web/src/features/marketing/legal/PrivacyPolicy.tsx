import { site } from '../../../config/site';
import { LegalSection } from './LegalSection';

/** The privacy policy, in plain language. */
export function PrivacyPolicy() {
  return (
    <div className="space-y-8">
      <h2 className="font-display text-2xl font-semibold">Privacy Policy</h2>
      <p>
        {site.company} runs Sous. This policy explains what we collect, why, and the choices you have. We do not sell your
        personal information.
      </p>
      <LegalSection title="What we collect">
        <ul>
          <li>Account details: your email, name, screen name and password (stored only as a secure hash).</li>
          <li>What you create: recipes, edits, food preferences and allergies, grocery lists, pantry items and photos.</li>
          <li>Images you give us to read: recipe cards and grocery receipts, and the text we read from them.</li>
          <li>Subscription details from our payment provider (plan and status; we never see your full card number).</li>
          <li>Usage: pages visited and basic device information, to keep Sous working and improve it.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Why we use it">
        <p>
          To provide the features you ask for (generating recipes that respect your allergies, saving and sharing, building
          lists), to run subscriptions, to keep accounts secure and prevent abuse, and to understand which features help.
          Allergy and diet information is used only to shape your recipes.
        </p>
      </LegalSection>
      <LegalSection title="Who else handles it">
        <p>
          Service providers that host our servers and files, process payments, send email, and count page views, each bound
          to use the data only for us. Recipe text may be processed by an AI model provider to generate recipes. We share
          data if the law requires it. Public recipes and community photos are visible to anyone with the link.
        </p>
      </LegalSection>
      <LegalSection title="How long we keep it">
        <p>
          As long as your account exists. Recipes you generate but do not save are deleted after 48 hours. When you delete
          your data, it is removed from our active systems right away and from backups within 30 days.
        </p>
      </LegalSection>
      <LegalSection title="Your choices and rights">
        <p>
          In the app you can export all your data as a file and delete all of it. Depending on where you live you may also
          have the right to know, correct, delete or port your data and to object to some uses: California residents under
          the CCPA/CPRA, residents of Mexico under the LFPDPPP (ARCO rights), and residents of Canada under PIPEDA. Write to
          privacy@sous.kitchen and we will answer within 30 days. We will not treat you differently for using these rights.
        </p>
      </LegalSection>
      <LegalSection title="Children">
        <p>Sous is not meant for children under 13, and we do not knowingly collect their data.</p>
      </LegalSection>
      <LegalSection title="Security and changes">
        <p>
          We protect data in transit and at rest and limit who can reach it. If this policy changes in a way that matters,
          we will tell you in the app first. Contact: privacy@sous.kitchen, {site.company}, Illinois, USA.
        </p>
      </LegalSection>
    </div>
  );
}
