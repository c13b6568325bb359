import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from './DashboardPage';

const renderDashboard = () =>
  render(
    <MemoryRouter>
      <DashboardPage recipes={[]} loadFailed={false} generator={null} preferences={null} />
    </MemoryRouter>,
  );

describe('DashboardPage', () => {
  it('says what Recent activity will hold while there is none, instead of an empty heading', () => {
    renderDashboard();
    const heading = screen.getByRole('heading', { level: 2, name: 'Recent activity' });
    const section = heading.closest('section');
    if (!section) throw new Error('Recent activity has no section');
    expect(section).toHaveTextContent('Nothing yet: recipes you generate or save will be listed here.');
    expect(section.querySelector('ul')).toBeNull();
  });
});
