import { Crown, Sparkles, Clock } from 'lucide-react';
import type { ReactNode } from 'react';

/** The badges of BRAND.md. */
export type BadgeKind = 'new' | 'premium' | 'comingSoon';

const styles: Record<BadgeKind, string> = {
  new: 'bg-herb/10 text-herb-strong',
  premium: 'bg-premium-bg text-premium ring-1 ring-inset ring-premium/20',
  comingSoon: 'bg-info-bg text-info',
};

const labels: Record<BadgeKind, string> = { new: 'New', premium: 'Premium', comingSoon: 'Coming Soon' };
const icons = { new: Sparkles, premium: Crown, comingSoon: Clock } as const;

/** Props of {@link Badge}. */
export interface BadgeProps {
  kind: BadgeKind;
  /** Replaces the default label ('New', 'Premium', 'Coming Soon'), e.g. 'Premium Member'. */
  children?: ReactNode;
  className?: string;
}

/** A small pill marking something new, premium or coming soon. */
export function Badge({ kind, children, className }: BadgeProps) {
  const Icon = icons[kind];
  return (
    <span
      className={[
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
        styles[kind],
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <Icon size={14} strokeWidth={1.75} aria-hidden="true" />
      {children ?? labels[kind]}
    </span>
  );
}
