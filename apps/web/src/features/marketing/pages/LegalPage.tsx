import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/Tabs';
import type { LegalTab } from '../../../config/paths';
import { Disclaimers } from '../legal/Disclaimers';
import { OpenSourceList } from '../legal/OpenSourceList';
import { PrivacyPolicy } from '../legal/PrivacyPolicy';
import { TermsOfService } from '../legal/TermsOfService';
import { marketingStrings as s } from '../strings';

const TABS: { value: LegalTab; label: string }[] = [
  { value: 'terms', label: 'Terms of Service' },
  { value: 'privacy', label: 'Privacy Policy' },
  { value: 'disclaimers', label: 'Disclaimers' },
  { value: 'opensource', label: 'Open Source' },
];

/** The tab `?tab=` names; terms when it names none or an unknown one. */
export function legalTabOf(value: string | null): LegalTab {
  return TABS.some((t) => t.value === value) ? (value as LegalTab) : 'terms';
}

/** /legal: terms, privacy, disclaimers and open-source licences, chosen by `?tab=` (spec 1 §2). */
export function LegalPage() {
  const [params, setParams] = useSearchParams();
  const tab = legalTabOf(params.get('tab'));
  const choose = (value: string) => { setParams(value === 'terms' ? {} : { tab: value }, { replace: true }); };

  return (
    <article className="mx-auto max-w-[820px] px-4 py-10 leading-relaxed md:py-14">
      <title>{`${TABS.find((t) => t.value === tab)?.label ?? s.legalTitle} · Sous`}</title>
      <h1 className="font-display text-4xl font-semibold">{s.legalTitle}</h1>
      <p className="mb-8 mt-2 text-muted">{s.effectiveDate}</p>
      <Tabs value={tab} onValueChange={choose}>
        <TabsList aria-label="Legal documents">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="terms">
          <TermsOfService />
        </TabsContent>
        <TabsContent value="privacy">
          <PrivacyPolicy />
        </TabsContent>
        <TabsContent value="disclaimers">
          <Disclaimers />
        </TabsContent>
        <TabsContent value="opensource">
          <OpenSourceList />
        </TabsContent>
      </Tabs>
    </article>
  );
}
