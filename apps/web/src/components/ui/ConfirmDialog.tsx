import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

/** What a confirmation asks. */
export interface ConfirmOptions {
  /** The question, e.g. the spec's 'Are you sure you want to delete this recipe?'. */
  message: ReactNode;
  title?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Style the confirm button as destructive (deleting, erasing). */
  destructive?: boolean;
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no dialog. Escape, the × and Cancel all answer no. */
export function ConfirmDialog({
  open,
  message,
  title = 'Please confirm',
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      description={message}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelText}
          </Button>
          <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    />
  );
}

type Ask = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Ask | null>(null);

interface Pending {
  options: ConfirmOptions;
  resolve: (answer: boolean) => void;
}

/** Holds the one confirm dialog of the app; {@link useConfirm} opens it. Mounted in the app providers. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  // The dialog keeps its last text while it animates out.
  const last = useRef<ConfirmOptions>({ message: '' });

  const ask = useCallback<Ask>(
    (options) =>
      new Promise<boolean>((resolve) => {
        last.current = options;
        setPending((previous) => {
          previous?.resolve(false); // a newer question replaces an unanswered one
          return { options, resolve };
        });
      }),
    [],
  );

  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };

  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      <ConfirmDialog {...(pending?.options ?? last.current)} open={pending !== null} onConfirm={() => answer(true)} onCancel={() => answer(false)} />
    </ConfirmContext.Provider>
  );
}

/**
 * Returns `confirm(options)`, which opens the confirm dialog and resolves true on Confirm, false on
 * Cancel, Escape or close. Chain calls for the spec's two-step confirmations.
 */
export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm needs a ConfirmProvider above it');
  return ask;
}
