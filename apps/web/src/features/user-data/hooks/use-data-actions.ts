import { useConfirm } from '../../../components/ui/ConfirmDialog';
import { notify } from '../../../components/ui/Toast';
import { useDeleteAllUserData } from '../api/delete-all-user-data';
import { useExportUserData } from '../api/export-user-data';
import { userDataStrings as s } from '../strings';
import { useLeaveErasedAccount } from './use-leave-erased-account';

/**
 * Export and Delete All as both the profile and the Your Data screen offer them (spec 1 §4, §5,
 * §8): the export downloads the file; Delete All asks twice, then signs the person out and leaves
 * them on the home page with the spec's message. A failure shows the spec's alert.
 */
export function useDataActions() {
  const confirm = useConfirm();
  const exporting = useExportUserData();
  const erasing = useDeleteAllUserData();
  const leave = useLeaveErasedAccount();

  const exportData = () => {
    exporting.mutate(undefined, {
      onSuccess: (fileName) => notify.success(s.exported(fileName)),
      onError: () => notify.error(s.exportFailed),
    });
  };

  const deleteAll = async () => {
    const sure = await confirm({
      title: s.confirmDeleteAllTitle,
      message: s.confirmDeleteAll,
      confirmText: s.continue,
      cancelText: s.keepMyData,
      destructive: true,
    });
    if (!sure) return;
    const certain = await confirm({
      title: s.confirmDeleteAllAgainTitle,
      message: s.confirmDeleteAllAgain,
      confirmText: s.eraseEverything,
      cancelText: s.keepMyData,
      destructive: true,
    });
    if (!certain) return;
    try {
      await erasing.mutateAsync();
    } catch {
      notify.error(s.deleteAllFailed);
      return;
    }
    await leave();
  };

  return {
    exportData,
    deleteAll: () => void deleteAll(),
    exporting: exporting.isPending,
    deletingAll: erasing.isPending,
    /** Either action is under way: the other waits for it. */
    busy: exporting.isPending || erasing.isPending,
  };
}
