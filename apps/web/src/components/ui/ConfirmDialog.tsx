import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
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
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
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

interface Question {
  options: ConfirmOptions;
  /** Set while the question waits for an answer. */
  resolve: ((answer: boolean) => void) | null;
}

/** Holds the one confirm dialog of the app; {@link useConfirm} opens it. Mounted in the app providers. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  // The last question stays in state after it is answered, so the dialog keeps its text while it closes.
  const [question, setQuestion] = useState<Question>({ options: { message: '' }, resolve: null });

  const ask = useCallback<Ask>(
    (options) =>
      new Promise<boolean>((resolve) => {
        setQuestion((previous) => {
          previous.resolve?.(false); // a newer question replaces an unanswered one
          return { options, resolve };
        });
      }),
    [],
  );

  const answer = (value: boolean) => {
    question.resolve?.(value);
    setQuestion((previous) => ({ options: previous.options, resolve: null }));
  };

  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      <ConfirmDialog
        {...question.options}
        open={question.resolve !== null}
        onConfirm={() => { answer(true); }}
        onCancel={() => { answer(false); }}
      />
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
