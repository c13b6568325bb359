import type { ReactNode } from 'react';

/** One numbered heading and its paragraphs in a legal text. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="font-display text-xl font-semibold">{title}</h3>
      <div className="space-y-3 text-ink [&_li]:ml-5 [&_li]:list-disc">{children}</div>
    </section>
  );
}
