import type { CSSProperties, ReactNode } from 'react';
import { Toaster as SonnerToaster, toast, type ExternalToast } from 'sonner';

/** How long a toast stays (spec 1 §4: 4000 ms, then it slides out). */
export const TOAST_DURATION_MS = 4000;

/** Brand colours for sonner's toast types (BRAND.md: success herb, error, warning and info on their tints). */
const palette = {
  '--normal-bg': '#FFFFFF',
  '--normal-border': '#E7E5E4',
  '--normal-text': '#1C1917',
  '--success-bg': '#F0FDF4',
  '--success-border': '#BBF7D0',
  '--success-text': '#15803D',
  '--error-bg': '#FEE2E2',
  '--error-border': '#FECACA',
  '--error-text': '#B91C1C',
  '--warning-bg': '#FEF3C7',
  '--warning-border': '#FDE68A',
  '--warning-text': '#B45309',
  '--info-bg': '#DBEAFE',
  '--info-border': '#BFDBFE',
  '--info-text': '#1D4ED8',
  '--border-radius': '12px',
} as CSSProperties;

/** The app's toast region: bottom right, 4 s, with a close button on every toast. Mounted once. */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      style={palette}
      toastOptions={{ className: 'font-sans text-base shadow-soft', closeButtonAriaLabel: 'Close notification' }}
    />
  );
}

/** Options a toast may take (a description line, an action, a custom duration). */
export type NotifyOptions = ExternalToast;

/** Shows a toast: `notify.success('Recipe saved')`, `notify.error(message)` and so on. */
export const notify = {
  success: (message: ReactNode, options?: NotifyOptions) => toast.success(message, options),
  error: (message: ReactNode, options?: NotifyOptions) => toast.error(message, options),
  warning: (message: ReactNode, options?: NotifyOptions) => toast.warning(message, options),
  info: (message: ReactNode, options?: NotifyOptions) => toast.info(message, options),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
