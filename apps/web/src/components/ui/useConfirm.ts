import { createContext, useContext } from 'react';

/** What a confirmation asks. */
export interface ConfirmOptions {
  /** The question, e.g. 'Are you sure you want to delete this recipe?'. */
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive (deleting, erasing). */
  destructive?: boolean;
}

/** Asks the user; resolves true on confirm, false on cancel, Escape or a newer question. */
export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

/** Provided by `ConfirmProvider` (app/providers.tsx). */
export const ConfirmContext = createContext<ConfirmFn | null>(null);

/**
 * `const confirm = useConfirm(); if (await confirm({ message })) ...` — one shared dialog,
 * so two confirmations in a row (the spec's delete-all) read naturally as two awaits.
 */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside ConfirmProvider');
  return confirm;
}
