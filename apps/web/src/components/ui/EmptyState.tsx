import type { ReactNode } from 'react';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** An illustration or icon; a plate with cutlery by default. */
  illustration?: ReactNode;
  /** One call to action (a Button or ButtonLink). */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline (default h2). */
  headingLevel?: 'h1' | 'h2' | 'h3';
}

/** A plate with a fork and knife, drawn for empty lists. */
export function PlateIllustration() {
  return (
    <svg width="96" height="96" viewBox="0 0 96 96" fill="none" aria-hidden="true">
      <circle cx="48" cy="50" r="30" fill="#FFEDD5" />
      <circle cx="48" cy="50" r="20" fill="#FFFFFF" stroke="#E7E5E4" strokeWidth="2" />
      <path d="M12 22v14a4 4 0 0 0 4 4v38" stroke="#C2410C" strokeWidth="3" strokeLinecap="round" />
      <path d="M20 22v14a4 4 0 0 1-4 4M16 22v12" stroke="#C2410C" strokeWidth="3" strokeLinecap="round" />
      <path d="M82 78V22c-6 4-8 14-8 24h8" stroke="#15803D" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** What a screen shows when a list has nothing yet: a drawing, a sentence and one thing to do. */
export function EmptyState({ title, description, illustration, action, headingLevel = 'h2' }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line bg-card px-6 py-10 text-center">
      {illustration ?? <PlateIllustration />}
      <Heading className="font-display text-xl font-semibold text-ink">{title}</Heading>
      {description && <p className="max-w-md text-base text-muted">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
