import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { notify, Toaster } from './Toast';

afterEach(() => {
  act(() => {
    notify.dismiss();
  });
});

describe('toasts', () => {
  it('shows each type in the bottom-right region with a close button', async () => {
    render(<Toaster />);
    act(() => {
      notify.success('Recipe saved');
      notify.error('Failed to save preferences. Please try again.');
      notify.warning('You have 1 recipe left today');
      notify.info('Your list is ready');
    });
    for (const [text, type] of [
      ['Recipe saved', 'success'],
      ['Failed to save preferences. Please try again.', 'error'],
      ['You have 1 recipe left today', 'warning'],
      ['Your list is ready', 'info'],
    ] as const) {
      const toast = (await screen.findByText(text)).closest('[data-sonner-toast]');
      expect(toast).toHaveAttribute('data-type', type);
    }
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
    expect(screen.getAllByRole('button', { name: 'Close notification' })).toHaveLength(4);
  });

  it('closes a toast by hand', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => { notify.info('Copied link'); });
    await screen.findByText('Copied link');
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => { expect(screen.queryByText('Copied link')).toBeNull(); });
  });

  it('returns an id that closes that toast only', async () => {
    render(<Toaster />);
    let first: string | number = '';
    act(() => {
      first = notify.info('First toast');
      notify.info('Second toast');
    });
    await screen.findByText('First toast');
    await screen.findByText('Second toast');
    act(() => { notify.dismiss(first); });
    await waitFor(() => { expect(screen.queryByText('First toast')).toBeNull(); });
    expect(screen.getByText('Second toast')).toBeInTheDocument();
  });
});
