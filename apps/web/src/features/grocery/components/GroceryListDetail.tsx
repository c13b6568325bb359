import { GROCERY, type GroceryItem, type GroceryList } from '@sous/contract/grocery';
import { ArrowLeft, FolderPlus, PackagePlus, Plus, Printer, Share2, Store, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SceneIllustration } from '../../../components/illustrations/SceneIllustration';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { useConfirm } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { notify } from '../../../components/ui/Toast';
import { paths } from '../../../config/paths';
import { useDeleteGroceryList } from '../api/delete-grocery-list';
import { useGroceryList } from '../api/get-grocery-list';
import { useStockPantry } from '../api/stock-pantry';
import { useUpdateGroceryList } from '../api/update-grocery-list';
import { addCategory, addItem, deleteItem, isNewItemId, renameList, setItemChecked, updateItem, type GroceryEdit, type ItemFields } from '../grocery-edits';
import { isNotFound, reasonOf } from '../grocery-errors';
import { countItems, listDate } from '../grocery-format';
import { groceryStrings as s } from '../strings';
import { PrintStyle } from './PrintStyle';
import { CategoryCard } from './CategoryCard';
import { CategoryDialog } from './CategoryDialog';
import { ItemDialog, type ItemDialogTarget } from './ItemDialog';
import { ListName } from './ListName';
import { ProgressLine } from './ProgressLine';
import { ShareListDialog } from './ShareListDialog';

type FailureKind = keyof typeof s.failed;

/** A list's shape while it loads, announced once. */
function DetailLoading() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <span className="sr-only">{s.loadingList}</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-48" />
      <Skeleton className="h-32" />
    </div>
  );
}

/** Whether an item may go into a category without passing the list's limits; the reason when not. */
function roomFor(list: GroceryList, category: string): string | null {
  if (countItems(list.items).total >= GROCERY.itemsMax) return s.tooManyItems;
  const items = list.items.find((c) => c.name === category)?.items.length ?? 0;
  if (items >= GROCERY.categoryItemsMax) return s.tooManyCategoryItems;
  if (items === 0 && !list.items.some((c) => c.name === category) && list.items.length >= GROCERY.categoriesMax) return s.tooManyCategories;
  return null;
}

/** The list itself: heading with rename, what it came from, actions, and its categories. */
function ListView({ list }: { list: GroceryList }) {
  const update = useUpdateGroceryList(list.listId);
  const remove = useDeleteGroceryList();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [itemTarget, setItemTarget] = useState<ItemDialogTarget | null>(null);
  const [addingCategory, setAddingCategory] = useState(false);
  const [sharing, setSharing] = useState(false);
  const stock = useStockPantry(list.listId);
  const counts = countItems(list.items);
  // Bought and not yet put in the pantry from this list.
  const toStock = list.items.flatMap((category) => category.items).filter((item) => item.checked && !item.stocked && !isNewItemId(item.id));
  const categories = list.items.map((category) => category.name);
  const recipes = list.recipes.map((recipe) => recipe.name).filter(Boolean);

  /** Applies a change at once and saves it; a failure puts things back and says what was lost. */
  const change = (edit: GroceryEdit, failure: FailureKind) => {
    update.mutateAsync(edit).catch((error: unknown) => {
      notify.error(s.failed[failure], { description: reasonOf(error, s.updateFailed) });
    });
  };

  const saveItem = (fields: ItemFields, category: string): string | null => {
    if (!itemTarget) return null;
    if (itemTarget.kind === 'edit') {
      if (category !== itemTarget.category) {
        const refused = roomFor(list, category);
        if (refused) return refused;
      }
      change(updateItem(itemTarget.item.id, fields, category), 'editItem');
      return null;
    }
    const refused = roomFor(list, category);
    if (refused) return refused;
    change(addItem(category, fields), 'addItem');
    return null;
  };

  const removeItem = (item: GroceryItem) => {
    setItemTarget(null);
    change(deleteItem(item.id), 'deleteItem');
  };

  const stockPantry = async () => {
    try {
      const { added } = await stock.mutateAsync(toStock.map((item) => item.id));
      if (added === 0) notify.info(s.nothingToStock);
      else notify.success(s.stocked(added), { action: { label: s.viewPantry, onClick: () => void navigate(paths.inventory) } });
    } catch (error) {
      notify.error(s.failed.stock, { description: reasonOf(error, s.updateFailed) });
    }
  };

  const deleteList = async () => {
    const sure = await confirm({ title: s.deleteQuestionTitle, message: s.deleteQuestion(list.name), confirmText: s.deleteConfirm, destructive: true });
    if (!sure) return;
    try {
      await remove.mutateAsync(list.listId);
      notify.success(s.deleted);
      void navigate(paths.groceryList, { replace: true });
    } catch (error) {
      notify.error(s.failed.deleteList, { description: reasonOf(error, s.deleteFailed) });
    }
  };

  const firstCategory = categories[0] ?? s.simpleSection;
  // One section (a free list): the card spans the page and its items run in two columns when wide.
  const single = list.items.length === 1;

  return (
    <>
      <title>{`${list.name} · Sous`}</title>
      <div className="flex flex-col gap-3">
        <ListName name={list.name} onRename={(name) => { change(renameList(name), 'rename'); }} />
        <p className="text-muted">
          {s.createdOn(listDate(list.createdAt))}
          {recipes.length > 0 && (
            <>
              {' · '}
              {s.fromRecipes(recipes)}
            </>
          )}
        </p>
        {list.bySection && (
          <p className="flex items-center gap-2 text-sm text-premium print:hidden">
            <Store size={18} strokeWidth={1.75} aria-hidden="true" />
            {s.bySection}
          </p>
        )}
        <ProgressLine checked={counts.checked} total={counts.total} />
        {toStock.length > 0 && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 print:hidden">
            {/* Saving a check-off first: the pantry takes the list as the server has it. */}
            <Button variant="secondary" disabled={stock.isPending || update.isPending} onClick={() => void stockPantry()}>
              <PackagePlus size={20} strokeWidth={1.75} aria-hidden="true" />
              {s.stockPantry(toStock.length)}
            </Button>
            <span className="text-sm text-muted">{s.stockPantryHint}</span>
          </div>
        )}
      </div>

      {/* Phone: the four everyday actions two by two, Delete list apart below; wider: one row. */}
      <div role="group" aria-label={s.moreActions} className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap print:hidden">
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button onClick={() => { setItemTarget({ kind: 'add', category: firstCategory }); }}>
            <Plus size={20} strokeWidth={1.75} aria-hidden="true" />
            {s.addItem}
          </Button>
          <Button variant="secondary" onClick={() => { setAddingCategory(true); }}>
            <FolderPlus size={20} strokeWidth={1.75} aria-hidden="true" />
            {s.addCategory}
          </Button>
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => { setSharing(true); }}>
            <Share2 size={20} strokeWidth={1.75} aria-hidden="true" />
            {s.share}
          </Button>
          <Button variant="secondary" onClick={() => { window.print(); }}>
            <Printer size={20} strokeWidth={1.75} aria-hidden="true" />
            {s.print}
          </Button>
        </div>
        <Button variant="ghost" className="self-start text-error! hover:bg-error-bg hover:text-error!" onClick={() => void deleteList()}>
          <Trash2 size={20} strokeWidth={1.75} aria-hidden="true" />
          {s.deleteList}
        </Button>
      </div>

      <div className="mt-6">
        {list.items.length === 0 ? (
          <EmptyState
            title={s.emptyListTitle}
            description={s.emptyListText}
            illustration={<SceneIllustration scene="empty-grocery" width={160} />}
            action={
              <Button onClick={() => { setAddingCategory(true); }}>
                <FolderPlus size={20} strokeWidth={1.75} aria-hidden="true" />
                {s.addCategory}
              </Button>
            }
          />
        ) : (
          <div className={single ? '' : 'gap-4 lg:columns-2 print:columns-2'}>
            {list.items.map((category) => (
              <CategoryCard
                key={category.name}
                wide={single}
                name={category.name}
                items={category.items}
                actions={{
                  onCheck: (item, checked) => { change(setItemChecked(item.id, checked), 'check'); },
                  onEdit: (item) => { setItemTarget({ kind: 'edit', category: category.name, item }); },
                  onAdd: () => { setItemTarget({ kind: 'add', category: category.name }); },
                }}
              />
            ))}
          </div>
        )}
      </div>

      <ItemDialog target={itemTarget} categories={categories} onClose={() => { setItemTarget(null); }} onSave={saveItem} onDelete={removeItem} />
      <CategoryDialog
        open={addingCategory}
        existing={categories}
        onClose={() => { setAddingCategory(false); }}
        onAdd={(name) => { change(addCategory(name), 'addCategory'); }}
      />
      <ShareListDialog list={list} open={sharing} onOpenChange={setSharing} />
    </>
  );
}

/** The single-list mode (spec 3 §2), opened by `?listId=`. */
export function GroceryListDetail({ listId }: { listId: string }) {
  const query = useGroceryList(listId);
  return (
    <section data-grocery-print="" className="mx-auto max-w-[1200px] px-4 py-6 md:py-8">
      <PrintStyle />
      <Link
        to={paths.groceryList}
        className="-ml-2 mb-4 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-medium text-primary hover:bg-primary/10 print:hidden"
      >
        <ArrowLeft size={20} strokeWidth={1.75} aria-hidden="true" />
        {s.allLists}
      </Link>
      {query.data ? (
        <ListView list={query.data} />
      ) : query.isError ? (
        isNotFound(query.error) ? (
          <EmptyState
            headingLevel="h1"
            title={s.listNotFound}
            description={s.listGone}
            illustration={<SceneIllustration scene="empty-grocery" width={160} />}
            action={<ButtonLink to={paths.groceryList}>{s.allLists}</ButtonLink>}
          />
        ) : (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-error-bg p-4 text-error">
            <p>{reasonOf(query.error, s.fetchListFailed)}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {s.tryAgain}
            </Button>
          </div>
        )
      ) : (
        <DetailLoading />
      )}
    </section>
  );
}
