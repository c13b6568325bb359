import type { ReactNode } from 'react';

/** Ids of a field's helper and error texts, for `aria-describedby`. */
export function describedBy(id: string, hint: ReactNode, error: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The label, hint and error around a form control, shared by Input and Textarea. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={['flex flex-col gap-1.5', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required ? (
          <span className="text-error" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {/* Always rendered so the live region exists before an error appears in it. */}
      <p id={`${id}-error`} aria-live="polite" className="text-sm text-error empty:hidden">
        {error}
      </p>
    </div>
  );
}

/** Classes of text controls; the border turns red with an error. */
export function controlClasses(hasError: boolean, extra?: string): string {
  return [
    'w-full rounded-lg border bg-card px-3 py-2.5 text-base text-ink placeholder:text-muted/70',
    'transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
    'disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted read-only:bg-surface',
    hasError ? 'border-error' : 'border-line hover:border-muted/60',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
