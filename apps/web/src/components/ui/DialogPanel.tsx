import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { DialogProps } from './Dialog';

/**
 * The Radix dialog behind {@link Dialog}: focus is trapped inside and returns on close, Escape
 * closes it. On wide screens it is a centred card; below 768 px a bottom sheet within thumb reach.
 */
export default function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  hideCloseButton = false,
  dismissible = true,
}: DialogProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/40 motion-safe:animate-[fade-in_200ms_ease-out]" />
        <RadixDialog.Content
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          // Without a description Radix wants aria-describedby explicitly unset.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={
            'fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-xl border border-line bg-card p-6 pb-8 shadow-soft ' +
            'motion-safe:animate-[sheet-in_250ms_ease-out] focus:outline-none ' +
            'md:inset-x-auto md:bottom-auto md:left-1/2 md:top-1/2 md:w-full md:max-w-lg md:-translate-x-1/2 md:-translate-y-1/2 ' +
            'md:rounded-xl md:pb-6 md:motion-safe:animate-[fade-in_200ms_ease-out]'
          }
        >
          <div className="mx-auto mb-4 h-1 w-10 rounded-full bg-line md:hidden" aria-hidden="true" />
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="font-display text-xl font-semibold text-ink">{title}</RadixDialog.Title>
            {!hideCloseButton && (
              <RadixDialog.Close
                className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-primary/10 hover:text-ink"
                aria-label="Close"
              >
                <X size={20} strokeWidth={1.75} aria-hidden="true" />
              </RadixDialog.Close>
            )}
          </div>
          {description && <RadixDialog.Description className="mt-2 text-base text-muted">{description}</RadixDialog.Description>}
          {children && <div className="mt-4">{children}</div>}
          {footer && <div className="mt-6 flex flex-col-reverse gap-3 md:flex-row md:justify-end">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
