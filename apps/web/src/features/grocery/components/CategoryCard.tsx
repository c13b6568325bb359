import type { GroceryItem } from '@sous/contract/grocery';
import { Check, Pencil, Plus, Warehouse } from 'lucide-react';
import { useId, useState } from 'react';
import { amountText, shoppingOrder, type ListItem } from '../grocery-format';
import { groceryStrings as s } from '../strings';

/** What a cook may do with a category's items; without it the card is read-only (the shared page). */
export interface CategoryActions {
  onCheck: (item: GroceryItem, checked: boolean) => void;
  onEdit: (item: GroceryItem) => void;
  onAdd: () => void;
}

/** The box of an item: a real checkbox when it can change, a drawn one when read-only. Both print as a box. */
const box = 'size-6 shrink-0 rounded-md border-2 print:border-ink';

/**
 * What the owner's pantry holds of an item: "In your pantry (6 pcs)" when that covers it, else how
 * much it has. The item stays on the list either way; the shopper decides.
 */
function PantryNote({ pantry, id }: { pantry: NonNullable<ListItem['pantry']>; id: string }) {
  const amount = amountText(pantry);
  return (
    <span id={id} className={`flex items-center gap-1.5 text-sm ${pantry.covers ? 'text-herb-strong' : 'text-muted'}`}>
      <Warehouse size={14} strokeWidth={1.75} aria-hidden="true" />
      {pantry.covers ? s.inPantry(amount) : s.pantryHas(amount)}
    </span>
  );
}

/** An item's words: name, amount (tabular), the purchase suggestion and what the pantry holds, quiet, when there are. */
function ItemText({ item, id, checked = item.checked }: { item: ListItem; id: string; checked?: boolean }) {
  const amount = amountText(item);
  return (
    <span className="min-w-0 flex-1">
      <span className={`flex flex-wrap items-baseline justify-between gap-x-3 ${checked ? 'text-muted line-through decoration-muted' : ''}`}>
        <span id={`${id}-name`} className="min-w-0 break-words">
          {item.name}
        </span>
        {amount && (
          <span id={`${id}-amount`} className="ml-auto shrink-0 tabular-nums text-muted">
            {amount}
          </span>
        )}
      </span>
      {item.suggestion && (
        <span id={`${id}-suggestion`} className="block text-sm text-muted">
          {s.suggestion(item.suggestion)}
        </span>
      )}
      {item.pantry && <PantryNote pantry={item.pantry} id={`${id}-pantry`} />}
    </span>
  );
}

function EditableItem({ item, actions }: { item: ListItem; actions: CategoryActions }) {
  const id = useId();
  // The box follows the click in the same frame; the cached list catches up a tick later and
  // then rules again (a new item object), including when a failure puts the old state back.
  const [clicked, setClicked] = useState<{ item: GroceryItem; checked: boolean } | null>(null);
  const checked = clicked?.item === item ? clicked.checked : item.checked;
  return (
    <li className="flex break-inside-avoid items-center gap-1">
      <label className="flex min-h-12 flex-1 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-surface print:min-h-0 print:py-1">
        <span className="relative inline-flex size-6 shrink-0">
          <input
            type="checkbox"
            // Named "Milk 1 1/2 cups", the suggestion read as its description.
            aria-labelledby={amountText(item) ? `${id}-name ${id}-amount` : `${id}-name`}
            aria-describedby={[item.suggestion ? `${id}-suggestion` : '', item.pantry ? `${id}-pantry` : ''].filter(Boolean).join(' ') || undefined}
            checked={checked}
            onChange={(event) => {
              setClicked({ item, checked: event.target.checked });
              actions.onCheck(item, event.target.checked);
            }}
            className={`peer cursor-pointer appearance-none bg-card ${box} border-muted/60 checked:border-herb checked:bg-herb print:checked:border-ink print:checked:bg-card`}
          />
          <Check size={16} strokeWidth={3} aria-hidden="true" className="pointer-events-none absolute left-1 top-1 hidden text-white peer-checked:block print:text-ink" />
        </span>
        <ItemText item={item} id={id} checked={checked} />
      </label>
      <button
        type="button"
        onClick={() => { actions.onEdit(item); }}
        aria-label={s.editItem(item.name)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-primary/10 hover:text-primary print:hidden"
      >
        <Pencil size={18} strokeWidth={1.75} aria-hidden="true" />
      </button>
    </li>
  );
}

function ReadOnlyItem({ item }: { item: ListItem }) {
  const id = useId();
  return (
    <li className="flex min-h-12 break-inside-avoid items-center gap-3 px-2 py-1.5 print:min-h-0 print:py-1">
      <span className={`inline-flex items-center justify-center ${box} ${item.checked ? 'border-herb bg-herb text-white print:border-ink print:bg-card print:text-ink' : 'border-muted/60 bg-card'}`} aria-hidden="true">
        {item.checked && <Check size={16} strokeWidth={3} />}
      </span>
      <span className="sr-only">{item.checked ? `${s.checked}: ` : `${s.notChecked}: `}</span>
      <ItemText item={item} id={id} />
    </li>
  );
}

/**
 * One category (a store aisle on premium lists) with its items; checked items sink to the bottom,
 * struck through (spec 3 §2; BRAND: colour is never the only signal).
 */
export function CategoryCard({ name, items, actions, wide = false }: { name: string; items: readonly ListItem[]; actions?: CategoryActions; wide?: boolean }) {
  const headingId = useId();
  const checked = items.filter((item) => item.checked).length;
  return (
    <section aria-labelledby={headingId} className="mb-4 break-inside-avoid rounded-xl border border-line bg-card px-2 pb-2 pt-4 print:mb-3 print:rounded-none print:border-0 print:p-0">
      <div className="flex items-baseline justify-between gap-3 px-2 pb-1">
        <h2 id={headingId} className="font-display text-xl font-semibold break-words">
          {name}
        </h2>
        {items.length > 0 && (
          <span className="shrink-0 text-sm text-muted tabular-nums print:hidden">
            <span aria-hidden="true">{s.categoryProgress(checked, items.length)}</span>
            <span className="sr-only">{s.categoryProgressLabel(checked, items.length)}</span>
          </span>
        )}
      </div>
      {items.length === 0 ? (
        <p className="px-2 py-2 text-muted">{s.emptyCategory}</p>
      ) : (
        <ul className={wide ? 'gap-x-8 lg:columns-2 print:columns-2' : undefined}>
          {shoppingOrder(items).map((item) =>
            actions ? <EditableItem key={item.id} item={item} actions={actions} /> : <ReadOnlyItem key={item.id} item={item} />,
          )}
        </ul>
      )}
      {actions && (
        <button
          type="button"
          onClick={actions.onAdd}
          aria-label={s.addItemTo(name)}
          className="mt-1 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-medium text-primary hover:bg-primary/10 print:hidden"
        >
          <Plus size={20} strokeWidth={1.75} aria-hidden="true" />
          {s.addItem}
        </button>
      )}
    </section>
  );
}
