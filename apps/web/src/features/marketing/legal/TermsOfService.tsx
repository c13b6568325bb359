import { site } from '../../../config/site';
import { PRICES } from '../strings';
import { LegalSection } from './LegalSection';

/** The terms of service, in plain language. */
export function TermsOfService() {
  return (
    <div className="space-y-8">
      <h2 className="font-display text-2xl font-semibold">Terms of Service</h2>
      <p>
        These terms are an agreement between you and {site.company}, an Illinois limited liability company (“Sous”, “we”),
        about your use of the Sous website and apps. Sous is offered to people in the United States, Mexico and Canada. By
        using Sous you agree to these terms; if you do not agree, please do not use it.
      </p>
      <LegalSection title="1. Your account">
        <p>
          You need an account to save recipes, lists and preferences. Keep your password to yourself and tell us if you
          think someone else is using your account. You must be at least 13 years old, and old enough to agree to these
          terms where you live; if you are younger than that, a parent or guardian must agree for you.
        </p>
      </LegalSection>
      <LegalSection title="2. Free and Premium plans">
        <p>
          The free plan includes 2 AI-generated recipes a day and the basic features. Premium costs ${PRICES.monthly} per
          month or ${PRICES.yearly} per year (prices in US dollars, plus any applicable tax) and is charged in advance to
          your card through our payment provider. Your subscription renews automatically at the end of each period until
          you cancel.
        </p>
        <p>
          You can cancel any time from your profile. Cancelling stops the next renewal; you keep Premium until the end of the
          period you paid for. Payments are not refunded for partial periods, except where the law requires it. If we change
          a price we will tell you at least 30 days before it applies to you.
        </p>
      </LegalSection>
      <LegalSection title="3. Using Sous fairly">
        <ul>
          <li>Do not break the law, or use Sous to harass, mislead or harm anyone.</li>
          <li>Do not try to get around limits, access other people’s data, or disrupt the service.</li>
          <li>Do not scrape Sous or use it to train other AI systems without our written permission.</li>
          <li>Only upload photos, recipes and links you have the right to share.</li>
        </ul>
        <p>We may remove content or suspend accounts that break these rules.</p>
      </LegalSection>
      <LegalSection title="4. Your content">
        <p>
          Recipes, photos and notes you add stay yours. So that we can run Sous, you give us a worldwide, non-exclusive,
          royalty-free licence to store, copy, display and adapt them for the service. When you share a recipe publicly or
          add a community photo, other users can see it and we can show it on public pages until you remove it.
        </p>
      </LegalSection>
      <LegalSection title="5. AI-generated recipes">
        <p>
          Recipes created by Sous are generated automatically and may contain mistakes. Read the Disclaimers tab: you are
          responsible for checking ingredients for allergens and for cooking food safely.
        </p>
      </LegalSection>
      <LegalSection title="6. Our service">
        <p>
          We work to keep Sous available and useful, but we provide it “as is” and may change or stop features. To the
          extent the law allows, {site.company} is not liable for indirect or consequential losses, and our total liability
          to you is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms limits rights
          you have under consumer protection laws that cannot be waived.
        </p>
      </LegalSection>
      <LegalSection title="7. Ending and changes">
        <p>
          You can delete your data and stop using Sous at any time. If we change these terms in a way that matters, we will
          tell you in the app before the change applies.
        </p>
      </LegalSection>
      <LegalSection title="8. Law and contact">
        <p>
          These terms are governed by the laws of the State of Illinois, USA, except where the law of your country or state
          gives you rights that cannot be set aside. Questions: legal@sous.kitchen.
        </p>
      </LegalSection>
    </div>
  );
}
