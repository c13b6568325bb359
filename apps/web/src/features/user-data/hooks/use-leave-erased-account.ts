import { useNavigate } from 'react-router';
import { notify } from '../../../components/ui/Toast';
import { paths } from '../../../config/paths';
import { useUserManager } from '../../../lib/session/SessionProvider';
import { clearPersonalStored } from '../../../lib/storage';
import { userDataStrings as s } from '../strings';

/**
 * What happens once the account is erased: the spec's message (a toast, which outlives the
 * screen), then the home page, then a sign-out in this browser only: delete-all already ended the
 * account's sessions at the issuer, and a round trip through it would reload the app and lose the
 * message. Home comes first: signed out on this screen, the sign-in guard would send them to /login.
 */
export function useLeaveErasedAccount(): () => Promise<void> {
  const navigate = useNavigate();
  const manager = useUserManager();
  return async () => {
    notify.success(s.deleted);
    await navigate(paths.home, { replace: true });
    clearPersonalStored();
    // Unloading the user drops the token and every cached answer about them (SessionProvider).
    await manager?.removeUser();
  };
}
