import { useId, type ComponentProps, type ReactNode } from 'react';
import { controlClasses, describedBy, FieldFrame } from './field-parts';

/** Props of {@link Textarea}: a native textarea plus its label, hint and error. */
export interface TextareaProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field in red and announced; also marks the textarea invalid. */
  error?: ReactNode;
  wrapperClassName?: string;
}

/** A labelled multi-line input whose hint and error are tied to it with aria-describedby. */
export function Textarea({ label, hint, error, id, className, wrapperClassName, required, rows = 4, ...rest }: TextareaProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required} className={wrapperClassName}>
      <textarea
        id={fieldId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={controlClasses(Boolean(error), `resize-y ${className ?? ''}`)}
        {...rest}
      />
    </FieldFrame>
  );
}
