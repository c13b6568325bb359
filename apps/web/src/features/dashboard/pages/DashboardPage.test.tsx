import type { Recipe } from '@sous/contract/recipe-api';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from './DashboardPage';
import { aRecipe } from '../../../test/fixtures';

const renderDashboard = (recipes: Recipe[] = []) =>
  render(
    <MemoryRouter>
      <DashboardPage recipes={recipes} loadFailed={false} generator={null} preferences={null} />
    </MemoryRouter>,
  );

const recipe = (name: string, cuisine: string, createdAt: string): Recipe =>
  aRecipe({ id: name, name, cuisine, description: '', tags: [], createdAt, updatedAt: createdAt });

const sectionOf = (name: string) => {
  const section = screen.getByRole('heading', { level: 2, name }).closest('section');
  if (!section) throw new Error(`${name} has no section`);
  return section;
};

describe('DashboardPage', () => {
  it('says what Recent activity will hold while there is none, instead of an empty heading', () => {
    renderDashboard();
    const heading = screen.getByRole('heading', { level: 2, name: 'Recent activity' });
    const section = heading.closest('section');
    if (!section) throw new Error('Recent activity has no section');
    expect(section).toHaveTextContent('Nothing yet: recipes you generate or save will be listed here.');
    expect(section.querySelector('ul')).toBeNull();
  });

  it('shows an empty state with a drawing and one way to start when there are no recipes yet', () => {
    renderDashboard();
    const section = sectionOf('Recent recipes');
    expect(section.querySelector('img[src="/illustrations/empty-pot.svg"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'No recipes yet' })).toBeInTheDocument();
    expect(section.querySelectorAll('a[href="/recipes"]')).toHaveLength(1);
  });

  it("shows each recent recipe's drawing beside its name", () => {
    // Newest first: the later one is listed first whatever order they come in.
    renderDashboard([recipe('Family Supper', 'Mexican', '2026-11-20T10:00:00.000Z'), recipe('Pad Thai', 'Thai', '2026-11-21T10:00:00.000Z')]);
    const drawings = [...sectionOf('Recent recipes').querySelectorAll('li img')].map((img) => img.getAttribute('src'));
    expect(drawings).toEqual(['/illustrations/noodles.svg', '/illustrations/tacos.svg']);
  });
});
