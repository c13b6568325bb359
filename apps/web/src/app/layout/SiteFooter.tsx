import { Link } from 'react-router';
import { AiNotice } from '../../components/AiNotice';
import { Logo } from '../../components/Logo';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { InstagramIcon, TikTokIcon } from './SocialIcons';
import { shellStrings } from './strings';

/** The footer's legal links (spec 1 §2), in order. */
export const footerLinks = [
  { label: 'Terms of Service', to: paths.legal() },
  { label: 'Privacy Policy', to: paths.legal('privacy') },
  { label: 'Disclaimers', to: paths.legal('disclaimers') },
  { label: 'Open Source', to: paths.legal('opensource') },
] as const;

const socialLinks = [
  { label: 'Sous on TikTok', href: site.social.tiktok, Icon: TikTokIcon },
  { label: 'Sous on Instagram', href: site.social.instagram, Icon: InstagramIcon },
] as const;

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  /** The date the copyright year is taken from (tests pin it). */
  now?: Date;
}

/** The site footer: legal links, two social links, the AI notice and the copyright line with this year. */
export function SiteFooter({ now = new Date() }: SiteFooterProps) {
  return (
    <footer className="border-t border-line bg-card">
      <div className="mx-auto flex max-w-[1200px] flex-col gap-8 px-4 py-10 md:px-6">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
          <div className="flex max-w-sm flex-col gap-2">
            <Logo />
            <p className="text-sm text-muted">{shellStrings.footerTagline}</p>
          </div>
          <nav aria-label={shellStrings.footerNavigation}>
            <ul className="grid grid-cols-2 gap-x-8 gap-y-1 md:flex md:flex-wrap md:gap-x-6">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-flex min-h-11 items-center whitespace-nowrap text-sm font-medium text-ink hover:text-primary hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <AiNotice />
        <div className="flex flex-col-reverse gap-4 border-t border-line pt-6 md:flex-row md:items-center md:justify-between">
          <p className="text-sm text-muted">{shellStrings.copyright(now.getFullYear(), site.company)}</p>
          <ul className="flex items-center gap-2" aria-label={shellStrings.followUs}>
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-line text-muted transition-colors duration-150 hover:border-primary hover:text-primary"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
