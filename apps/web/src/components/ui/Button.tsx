import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/** Visual weight of a button; one primary action per view. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';

const base =
  'relative inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-base font-medium ' +
  'transition-colors duration-150 ease-out focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 select-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-hover',
  secondary: 'border border-line bg-card text-ink hover:border-primary hover:text-primary',
  ghost: 'text-ink hover:bg-primary/10 hover:text-primary-hover',
  destructive: 'bg-error text-white hover:bg-[#991B1B]',
};

/** Classes shared by buttons and button-looking links. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra?: string): string {
  return [base, variants[variant], extra].filter(Boolean).join(' ');
}

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While true the button is disabled and shows `busyText` (e.g. 'Saving...'). */
  busy?: boolean;
  busyText?: string;
  children?: ReactNode;
}

/**
 * The app's button. While busy it keeps its width: the label stays in the layout (invisible)
 * and the busy text is laid over it, so rows of buttons never jump.
 */
export function Button({ variant = 'primary', busy = false, busyText, className, children, disabled, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && busyText ? (
        <>
          <span className="invisible inline-flex items-center gap-2" aria-hidden="true">
            {children}
          </span>
          <span className="absolute inset-0 inline-flex items-center justify-center whitespace-nowrap px-2">{busyText}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** Props of {@link ButtonLink}. */
export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
}

/** A router link that looks like a {@link Button}. */
export function ButtonLink({ variant = 'primary', className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, typeof className === 'string' ? className : undefined)} {...rest} />;
}
