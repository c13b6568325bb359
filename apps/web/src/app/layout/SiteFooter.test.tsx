import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AI_NOTICE_TEXT } from '../../components/AiNotice';
import { site } from '../../config/site';
import { SiteFooter } from './SiteFooter';

const renderFooter = (now?: Date) =>
  render(
    <MemoryRouter>
      <SiteFooter now={now} />
    </MemoryRouter>,
  );

describe('SiteFooter', () => {
  it('prints the copyright line with the current year', () => {
    renderFooter();
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Sous Kitchen LLC. All rights reserved.`)).toBeInTheDocument();
  });

  it('takes the year from the date it is given', () => {
    renderFooter(new Date(2031, 0, 1));
    expect(screen.getByText('© 2031 Sous Kitchen LLC. All rights reserved.')).toBeInTheDocument();
  });

  it('links to the four legal tabs', () => {
    renderFooter();
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/legal');
    expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal?tab=privacy');
    expect(legal.getByRole('link', { name: 'Disclaimers' })).toHaveAttribute('href', '/legal?tab=disclaimers');
    expect(legal.getByRole('link', { name: 'Open Source' })).toHaveAttribute('href', '/legal?tab=opensource');
  });

  it('links to TikTok and Instagram in a new tab without handing over the opener', () => {
    renderFooter();
    for (const [name, href] of [
      ['Sous on TikTok', site.social.tiktok],
      ['Sous on Instagram', site.social.instagram],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('carries the AI notice', () => {
    renderFooter();
    expect(screen.getByText(AI_NOTICE_TEXT)).toBeInTheDocument();
  });
});
