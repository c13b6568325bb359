import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VisitorNav } from './VisitorNav';
import { defined } from '../../test/defined';

function renderNav(initialPath = '/') {
  const router = createMemoryRouter(
    [{ path: '*', element: <VisitorNav /> }],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The mobile panel is the element the menu button controls. */
const panel = () => defined(document.getElementById(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-controls') ?? ''), 'menu panel');

describe('mobile menu', () => {
  it('starts closed, opens on the menu button and shows the visitor entries, the plans entry labelled Plans as on desktop', async () => {
    const user = userEvent.setup();
    renderNav();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(panel());
    expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(menu.getByRole('link', { name: 'Explore Recipes' })).toHaveAttribute('href', '/recipes/featured');
    expect(menu.getByRole('link', { name: 'Create Recipes' })).toHaveAttribute('href', '/recipes');
    expect(menu.getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/pricing');
    expect(menu.queryByRole('link', { name: 'Pricing' })).toBeNull();
    expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('closes on a second press', async () => {
    const user = userEvent.setup();
    renderNav();
    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.click(button);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderNav();
    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.click(button);
    await user.click(defined(within(panel()).getByRole('link', { name: 'Home' }).parentElement, 'list item')); // focus moves away from the button
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('navigates and closes when an entry is chosen', async () => {
    const user = userEvent.setup();
    const router = renderNav();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(panel()).getByRole('link', { name: 'Plans' }));
    expect(router.state.location.pathname).toBe('/pricing');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the user taps outside it', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(document.body);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page in the desktop bar and labels the plans entry Plans there', () => {
    renderNav('/pricing');
    const bar = within(defined(screen.getAllByRole('navigation', { name: 'Main' })[0], 'navigation'));
    expect(bar.getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
    expect(bar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
