import { lazy, Suspense, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import type { ExternalToast } from 'sonner';

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

// sonner (about 10 KB gzip) loads with the first toast: most visits never show one. It replays the
// toasts made before its region subscribed, so the first one is not lost while the region mounts.
type Sonner = typeof import('sonner');
let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const loadSonner = () => (loading ??= import('sonner').then((module) => (sonner = module)));

// Whether the region should be mounted yet: set by the first toast.
let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const want = () => {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
};

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** The app's toast region: bottom right, 4 s, with a close button on every toast. Mounted once; empty until the first toast. */
export function Toaster() {
  const mounted = useSyncExternalStore(subscribe, () => wanted, () => false);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="bottom-right"
        duration={TOAST_DURATION_MS}
        closeButton
        richColors
        style={palette}
        toastOptions={{ className: 'font-sans text-base shadow-soft', closeButtonAriaLabel: 'Close notification' }}
      />
    </Suspense>
  );
}

/** Options a toast may take (a description line, an action, a custom duration). */
export type NotifyOptions = ExternalToast;

type ToastType = 'success' | 'error' | 'warning' | 'info';
type ToastId = string | number;
let lastId = 0;

/**
 * Shows the toast now when sonner is loaded, else as soon as it is. The id is chosen here (sonner
 * takes one in its options), so callers get it at once, as from sonner itself, to dismiss it later.
 */
function show(type: ToastType, message: ReactNode, options?: NotifyOptions): ToastId {
  want();
  const id = options?.id ?? `sous-${String(++lastId)}`;
  const withId = { ...options, id };
  if (sonner) sonner.toast[type](message, withId);
  else void loadSonner().then(({ toast }) => toast[type](message, withId));
  return id;
}

/** Shows a toast and returns its id: `notify.success('Recipe saved')`, `notify.error(message)` and so on. */
export const notify = {
  success: (message: ReactNode, options?: NotifyOptions) => show('success', message, options),
  error: (message: ReactNode, options?: NotifyOptions) => show('error', message, options),
  warning: (message: ReactNode, options?: NotifyOptions) => show('warning', message, options),
  info: (message: ReactNode, options?: NotifyOptions) => show('info', message, options),
  /** Closes one toast, or all of them (nothing to close before the first toast loaded sonner). */
  dismiss: (id?: ToastId) => { sonner?.toast.dismiss(id); },
};
