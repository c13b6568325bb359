import { useSession } from '../../lib/session/session';
import { SignedInNav } from './SignedInNav';
import { VisitorNav } from './VisitorNav';

/**
 * The sticky header: the signed-in navigation once signed in, the visitor one otherwise (and while
 * loading). Its background is solid on purpose: a backdrop filter would pin the mobile menu's fixed
 * scrim to the header instead of the viewport.
 */
export function SiteHeader() {
  const auth = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface">
      <div className="mx-auto max-w-[1200px] px-4 md:px-6">
        {auth.status === 'authenticated' ? <SignedInNav isPremium={auth.isPremium} onSignOut={auth.signOut} /> : <VisitorNav />}
      </div>
    </header>
  );
}
