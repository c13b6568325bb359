import type { LucideIcon } from 'lucide-react';

/** One feature: an icon, a short title and a sentence. */
export interface Feature {
  icon: LucideIcon;
  title: string;
  body: string;
}

/** A grid of feature cards (home features, landing-page bullets). */
export function FeatureCards({ items, heading: Heading, className }: { items: Feature[]; heading: 'h2' | 'h3'; className: string }) {
  return (
    <ul className={`grid gap-6 ${className}`}>
      {items.map(({ icon: Icon, title, body }) => (
        <li key={title} className="rounded-xl border border-line bg-surface p-6 text-left">
          <Icon size={20} strokeWidth={1.75} className="mb-3 text-primary" aria-hidden="true" />
          <Heading className="mb-2 text-lg font-semibold">{title}</Heading>
          <p className="text-muted">{body}</p>
        </li>
      ))}
    </ul>
  );
}
