import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm } from './ConfirmDialog';

/** A screen that asks the spec's two-step delete-all question and prints the outcome. */
function DeleteAll() {
  const confirm = useConfirm();
  const [outcome, setOutcome] = useState('none');
  const run = async () => {
    const first = await confirm({ message: 'Are you sure you want to delete ALL your data? This cannot be undone.', destructive: true });
    if (!first) { setOutcome('kept'); return; }
    const second = await confirm({ message: 'This will permanently erase all your saved recipes. Proceed?', confirmText: 'Delete', destructive: true });
    setOutcome(second ? 'deleted' : 'kept');
  };
  return (
    <>
      <button onClick={() => void run()}>Delete All Data</button>
      <output>{outcome}</output>
    </>
  );
}

const renderScreen = () =>
  render(
    <ConfirmProvider>
      <DeleteAll />
    </ConfirmProvider>,
  );

describe('useConfirm', () => {
  it('resolves true only after both confirmations', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Delete All Data' }));
    const first = await screen.findByRole('dialog');
    expect(first).toHaveTextContent('Are you sure you want to delete ALL your data? This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('This will permanently erase all your saved recipes. Proceed?'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('deleted'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves false on Cancel', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Delete All Data' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('kept'));
  });

  it('resolves false on Escape and moves focus into the dialog while open', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Delete All Data' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => { expect(dialog.contains(document.activeElement)).toBe(true); });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('kept'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('needs a provider', () => {
    function Orphan() {
      useConfirm();
      return null;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Orphan />)).toThrow('useConfirm needs a ConfirmProvider');
    } finally {
      console.error = quiet;
    }
  });
});
