import { useId, type ComponentProps, type ReactNode } from 'react';
import { controlClasses, describedBy, FieldFrame } from './field-parts';

/** Props of {@link Input}: a native input plus its label, hint and error. */
export interface InputProps extends ComponentProps<'input'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field in red and announced; also marks the input invalid. */
  error?: ReactNode;
  /** Classes of the wrapper (label + input + texts). */
  wrapperClassName?: string;
}

/** A labelled text input whose hint and error are tied to it with aria-describedby. */
export function Input({ label, hint, error, id, className, wrapperClassName, required, ...rest }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} required={required} className={wrapperClassName}>
      <input
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={controlClasses(Boolean(error), `min-h-11 ${className ?? ''}`)}
        {...rest}
      />
    </FieldFrame>
  );
}
