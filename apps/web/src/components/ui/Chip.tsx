import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/** Props of {@link Chip}. */
export interface ChipProps {
  children: ReactNode;
  /** Shown as selected (filled) when it is a toggle. */
  selected?: boolean;
  /** Makes the chip a toggle button. */
  onClick?: () => void;
  /** Adds a × that removes the chip; `removeLabel` names it for screen readers. */
  onRemove?: () => void;
  removeLabel?: string;
}

const base = 'inline-flex min-h-9 items-center gap-1 rounded-full border text-sm font-medium transition-colors duration-150';

/** A pill for a choice, a tag or a quick prompt: a toggle when clickable, removable with a ×. */
export function Chip({ children, selected = false, onClick, onRemove, removeLabel }: ChipProps) {
  const look = selected ? 'border-primary bg-primary/10 text-primary-hover' : 'border-line bg-card text-ink';
  const label = onClick ? (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={selected}
      className={`rounded-full px-3 py-1.5 ${onRemove ? 'pr-1' : ''} hover:text-primary`}
    >
      {children}
    </button>
  ) : (
    <span className={`px-3 py-1.5 ${onRemove ? 'pr-1' : ''}`}>{children}</span>
  );
  return (
    <span className={`${base} ${look}`}>
      {label}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel ?? (typeof children === 'string' ? `Remove ${children}` : 'Remove')}
          className="mr-1 inline-flex size-7 items-center justify-center rounded-full text-muted hover:bg-primary/10 hover:text-ink"
        >
          <X size={16} strokeWidth={1.75} aria-hidden="true" />
        </button>
      )}
    </span>
  );
}
