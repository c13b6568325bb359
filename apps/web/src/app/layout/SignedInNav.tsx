import { LogOut } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { HomeLink } from './HomeLink';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { signedInNavItems } from './nav-items';
import { shellStrings } from './strings';

/** Props of {@link SignedInNav}. */
export interface SignedInNavProps {
  isPremium: boolean;
  onSignOut: () => void;
}

/**
 * Header content for signed-in users. Nine entries do not fit beside the logo, so on wide screens
 * they get a second row under it; below 768 px they are in the menu.
 */
export function SignedInNav({ isPremium, onSignOut }: SignedInNavProps) {
  const premium = isPremium ? <Badge kind="premium">{shellStrings.premiumMember}</Badge> : null;
  const signOut = (
    <Button variant="secondary" onClick={onSignOut}>
      <LogOut size={20} strokeWidth={1.75} aria-hidden="true" />
      {shellStrings.signOut}
    </Button>
  );
  return (
    <>
      <div className="flex h-16 items-center justify-between gap-4">
        <HomeLink />
        <div className="hidden items-center gap-3 md:flex">
          {premium}
          {signOut}
        </div>
        <MobileMenu items={signedInNavItems} header={premium} actions={signOut} />
      </div>
      <nav aria-label={shellStrings.mainNavigation} className="-mx-3 hidden pb-1 md:block">
        <NavLinks items={signedInNavItems} layout="bar" wrap />
      </nav>
    </>
  );
}
