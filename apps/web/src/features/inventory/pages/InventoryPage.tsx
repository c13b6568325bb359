import type { CreateInventoryItemBody as InventoryFields } from '@sous/contract/inventory';
import { Camera, ChefHat, Plus } from 'lucide-react';
import { useState } from 'react';
import { SceneIllustration } from '../../../components/illustrations/SceneIllustration';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SkeletonRows } from '../../../components/ui/Skeleton';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { temporaryItemId, useAddInventoryItem } from '../api/add-inventory-item';
import { useDeleteInventoryItem } from '../api/delete-inventory-item';
import { useInventory } from '../api/list-inventory';
import type { InventoryItem } from '../api/schemas';
import { useUpdateInventoryItem } from '../api/update-inventory-item';
import { CategorySection } from '../components/CategorySection';
import { ItemDialog, type ItemDialogTarget } from '../components/ItemDialog';
import { ScanDialog } from '../components/ScanDialog';
import { reasonOf } from '../inventory-errors';
import { groupByCategory } from '../inventory-format';
import { inventoryStrings as s } from '../strings';

const floating =
  'inline-flex min-h-14 items-center gap-2 rounded-full px-5 text-base font-medium shadow-soft transition-colors duration-150 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * /inventory (spec 3 §2, §4): the pantry grouped by category in collapsible sections, with add,
 * edit and delete that change the list at once (spec 3 §4), and the receipt scan. On phones the
 * Scan and Add buttons float at the bottom within thumb reach.
 */
export function InventoryPage() {
  const session = useSession();
  const inventory = useInventory();
  const add = useAddInventoryItem();
  const update = useUpdateInventoryItem();
  const remove = useDeleteInventoryItem();
  const [editing, setEditing] = useState<ItemDialogTarget | null>(null);
  const [scanning, setScanning] = useState(false);
  // The item whose delete waits for the cook's yes; the last one stays while the dialog closes.
  const [deleting, setDeleting] = useState<{ item: InventoryItem; open: boolean } | null>(null);

  const openAdd = () => { setEditing({ kind: 'add' }); };
  const openScan = () => { setScanning(true); };

  const save = (fields: InventoryFields) => {
    if (editing?.kind === 'edit') update.mutate({ item: editing.item, fields });
    else add.mutate({ tempId: temporaryItemId(), fields });
  };

  const confirmDelete = () => {
    if (deleting?.open) remove.mutate(deleting.item);
    setDeleting((d) => d && { ...d, open: false });
  };

  const noAccount = session.status !== 'loading' && !session.user?.id;
  let body;
  if (noAccount) {
    body = (
      <p role="alert" className="rounded-xl bg-warning-bg p-4 text-warning">
        {s.noAccount}
      </p>
    );
  } else if (inventory.isPending) {
    body = <SkeletonRows rows={3} label={s.loading} />;
  } else if (inventory.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-error-bg p-4 text-error">
        <p>{reasonOf(inventory.error, s.loadFailed)}</p>
        <Button variant="secondary" onClick={() => void inventory.refetch()}>
          {s.tryAgain}
        </Button>
      </div>
    );
  } else if (inventory.data.length === 0) {
    body = (
      <EmptyState
        title={s.empty}
        description={s.emptyText}
        illustration={<SceneIllustration scene="empty-pantry" />}
        action={<Button onClick={openAdd}>{s.addButton}</Button>}
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-line bg-card p-4">
          <ButtonLink to={paths.cookFromPantry}>
            <ChefHat size={20} strokeWidth={1.75} aria-hidden="true" />
            {s.cookFromPantry}
          </ButtonLink>
          <p className="min-w-0 flex-1 basis-64 text-sm text-muted">{session.isPremium ? s.cookFromPantryPremium : s.cookFromPantryFree}</p>
        </div>
        {groupByCategory(inventory.data).map((group) => (
          <CategorySection key={group.name} group={group} onEdit={(item) => { setEditing({ kind: 'edit', item }); }} onDelete={(item) => { setDeleting({ item, open: true }); }} />
        ))}
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-[1200px] px-4 pt-8 pb-32 md:py-10">
      <title>{`${s.title} · Sous`}</title>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold">{s.title}</h1>
          <p className="mt-1 max-w-xl text-muted">{s.lead}</p>
        </div>
        {!noAccount && (
          <div className="hidden gap-3 md:flex">
            <Button variant="secondary" onClick={openScan}>
              {s.scanButton}
            </Button>
            <Button onClick={openAdd}>{s.addButton}</Button>
          </div>
        )}
      </div>
      {body}
      {!noAccount && (
        <div className="fixed right-4 bottom-6 z-40 flex flex-col items-end gap-3 md:hidden">
          <button type="button" onClick={openScan} className={`${floating} border border-line bg-card text-ink hover:text-primary`}>
            <Camera size={20} strokeWidth={1.75} aria-hidden="true" />
            {s.scanShort}
          </button>
          <button type="button" onClick={openAdd} className={`${floating} bg-primary text-white hover:bg-primary-hover`}>
            <Plus size={20} strokeWidth={1.75} aria-hidden="true" />
            {s.addShort}
          </button>
        </div>
      )}
      <ItemDialog target={editing} onClose={() => { setEditing(null); }} onSave={save} />
      <ConfirmDialog
        open={deleting?.open ?? false}
        title={s.deleteTitle}
        message={s.deleteConfirm}
        confirmText={s.delete}
        destructive
        onConfirm={confirmDelete}
        onCancel={() => { setDeleting((d) => d && { ...d, open: false }); }}
      />
      <ScanDialog open={scanning} onOpenChange={setScanning} />
    </section>
  );
}
