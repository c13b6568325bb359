import { ButtonLink } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { HomeLink } from './HomeLink';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { visitorNavItems } from './nav-items';
import { shellStrings } from './strings';

/** Header content for visitors: Home, Explore Recipes, Create Recipes, Plans and a Sign In button. */
export function VisitorNav() {
  return (
    <div className="flex h-16 items-center justify-between gap-4">
      <HomeLink />
      <div className="hidden items-center gap-4 md:flex">
        <nav aria-label={shellStrings.mainNavigation}>
          <NavLinks items={visitorNavItems} layout="bar" />
        </nav>
        <ButtonLink to={paths.login}>{shellStrings.signIn}</ButtonLink>
      </div>
      <MobileMenu
        items={visitorNavItems}
        actions={
          <ButtonLink to={paths.login} className="w-full">
            {shellStrings.signIn}
          </ButtonLink>
        }
      />
    </div>
  );
}
