import type { ReactNode } from 'react';
import { CheckList } from '../../../components/ui/CheckList';
import { ACCOUNT_BENEFITS } from '../strings';

/** Props of {@link AuthPanel}. */
export interface AuthPanelProps {
  title: string;
  lead: string;
  benefitsTitle: string;
  children: ReactNode;
}

/** The shared layout of /login and /signup: a card with the action and a list of benefits. */
export function AuthPanel({ title, lead, benefitsTitle, children }: AuthPanelProps) {
  return (
    <section className="mx-auto grid max-w-[960px] gap-8 px-4 py-12 md:grid-cols-2 md:py-20">
      <title>{`${title} · Sous`}</title>
      <div className="flex flex-col gap-5 rounded-xl border border-line bg-card p-6 md:p-8">
        <h1 className="font-display text-3xl font-semibold">{title}</h1>
        <p className="text-muted">{lead}</p>
        {children}
      </div>
      <div className="flex flex-col justify-center gap-4">
        <h2 className="font-display text-2xl font-semibold">{benefitsTitle}</h2>
        <CheckList items={ACCOUNT_BENEFITS} />
      </div>
    </section>
  );
}
