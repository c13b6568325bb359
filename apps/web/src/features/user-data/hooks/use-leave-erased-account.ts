import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/ui/Toast';
import { paths } from '../../../config/paths';
import { useUserManager } from '../../../lib/session/SessionProvider';
import { clearPersonalStored } from '../../../lib/storage';
import { userDataStrings as s } from '../strings';

/**
 * What happens once the account is erased: the spec's message (a toast, which outlives the
 * screen), the home page, and a sign-out in this browser only: delete-all already ended the
 * account's sessions at the issuer, and a round trip through it would reload the app and lose the
 * message. The sign-out waits until the screen has gone: signed out while it is still shown, the
 * sign-in guard around it would send the person to /login instead of home.
 */
export function useLeaveErasedAccount(): () => Promise<void> {
  const navigate = useNavigate();
  const manager = useUserManager();
  const erased = useRef(false);
  const latestManager = useRef(manager);
  useEffect(() => {
    latestManager.current = manager;
  }, [manager]);
  useEffect(
    () => () => {
      if (!erased.current) return;
      clearPersonalStored();
      // Unloading the user drops the token and every cached answer about them (SessionProvider).
      void latestManager.current?.removeUser();
    },
    [],
  );
  return async () => {
    erased.current = true;
    notify.success(s.deleted);
    await navigate(paths.home, { replace: true });
  };
}
