import { useConfirm } from '../../../components/ui/ConfirmDialog';
import { notify } from '../../../components/ui/Toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useReactivateSubscription } from '../api/reactivate-subscription';
import { billingStrings as s } from '../strings';

/**
 * Cancel (after a confirmation) and reactivate, with the profile screen's messages (spec 1 §8).
 * Both read the tier again afterwards, so the badge and every screen follow.
 */
export function useSubscriptionActions() {
  const confirm = useConfirm();
  const cancelCall = useCancelSubscription();
  const reactivateCall = useReactivateSubscription();

  const cancel = async (cancelsOn: string | null) => {
    const sure = await confirm({
      title: s.cancelConfirmTitle,
      message: s.cancelConfirm(cancelsOn),
      confirmText: s.cancelConfirmYes,
      cancelText: s.cancelConfirmNo,
      destructive: true,
    });
    if (!sure) return;
    cancelCall.mutate(undefined, { onSuccess: () => notify.success(s.cancelled), onError: () => notify.error(s.cancelFailed) });
  };
  const reactivate = () => {
    reactivateCall.mutate(undefined, { onSuccess: () => notify.success(s.reactivated), onError: () => notify.error(s.reactivateFailed) });
  };
  return { cancel, reactivate, cancelling: cancelCall.isPending, reactivating: reactivateCall.isPending };
}
