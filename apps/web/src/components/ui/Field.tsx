import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldProps {
  /** The visible label (every input has one). */
  label: ReactNode;
  /** Helper text under the field, e.g. the spec's screen-name rule. */
  hint?: ReactNode;
  /** Error text under the field; marks it invalid and is read out with it. */
  error?: ReactNode;
}

const control =
  'block w-full rounded-lg border bg-card px-3 py-2.5 text-base text-ink placeholder:text-muted/70 ' +
  'transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
  'disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted read-only:bg-surface';

function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { fieldId, hintId, errorId, describedBy };
}

function FieldText({ hint, hintId, error, errorId }: { hint: ReactNode; hintId?: string; error: ReactNode; errorId?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {/* A live region, so an error that appears after submit is announced. */}
      <p id={errorId} role={error ? 'alert' : undefined} className={error ? 'mt-1.5 text-sm font-medium text-error' : 'sr-only'}>
        {error}
      </p>
    </>
  );
}

/** Props of {@link Input}. */
export type InputProps = FieldProps & InputHTMLAttributes<HTMLInputElement>;

/** A labelled text input with optional hint and error text tied to it by aria-describedby. */
export function Input({ label, hint, error, id, className, required, ...rest }: InputProps) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
        {required && <span className="text-error" aria-hidden="true"> *</span>}
      </label>
      <input
        id={fieldId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${control} min-h-11 ${error ? 'border-error' : 'border-line hover:border-muted/50'}`}
        {...rest}
      />
      <FieldText hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** Props of {@link Textarea}. */
export type TextareaProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled multi-line input with optional hint and error text tied to it. */
export function Textarea({ label, hint, error, id, className, required, rows = 4, ...rest }: TextareaProps) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
        {required && <span className="text-error" aria-hidden="true"> *</span>}
      </label>
      <textarea
        id={fieldId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${control} ${error ? 'border-error' : 'border-line hover:border-muted/50'}`}
        {...rest}
      />
      <FieldText hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
