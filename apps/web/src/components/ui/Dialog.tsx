import { lazy, Suspense, useState, type ReactNode } from 'react';

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A sentence under the title, read out when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (right-aligned on wide screens, stacked full width on phones). */
  footer?: ReactNode;
  /** Hide the × button (for dialogs that must be answered with their own buttons). */
  hideCloseButton?: boolean;
  /** Keep the dialog open on Escape and outside clicks (only when the spec says so). */
  dismissible?: boolean;
}

// Radix's dialog (focus trap, scroll lock, portal: about 14 KB gzip) loads the first time a dialog
// opens, so pages that only might show one do not pay for it on their first load.
const DialogPanel = lazy(() => import('./DialogPanel'));

/**
 * A modal dialog: focus is trapped inside and returns on close, Escape closes it. On wide screens
 * it is a centred card; below 768 px it becomes a bottom sheet within thumb reach.
 */
export function Dialog(props: DialogProps) {
  // Once opened it stays mounted, so it can play its closing animation and reopen at once.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}
