import { ChevronDown, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { isTemporary } from '../api/add-inventory-item';
import type { InventoryItem } from '../api/schemas';
import { amountText, type CategoryGroup } from '../inventory-format';
import { inventoryStrings as s } from '../strings';

/** Props of {@link CategorySection}. */
export interface CategorySectionProps {
  group: CategoryGroup;
  onEdit: (item: InventoryItem) => void;
  onDelete: (item: InventoryItem) => void;
}

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted disabled:cursor-not-allowed disabled:opacity-50';

/** One category's items in a collapsible section, open at first (spec 3 §2). */
export function CategorySection({ group, onEdit, onDelete }: CategorySectionProps) {
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const listId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-card">
      <h2 id={headingId} className="font-display text-xl font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => { setOpen((o) => !o); }}
          className="flex min-h-14 w-full items-center gap-3 rounded-xl px-4 py-3 text-left hover:text-primary"
        >
          <span className="min-w-0 flex-1 break-words">{group.name}</span>
          <span className="shrink-0 font-sans text-sm font-normal text-muted tabular-nums">{s.itemCount(group.items.length)}</span>
          <ChevronDown size={20} strokeWidth={1.75} aria-hidden="true" className={`shrink-0 transition-transform duration-150 ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <ul id={listId} hidden={!open} className="border-t border-line px-2 py-1">
        {group.items.map((item) => {
          const waiting = isTemporary(item);
          return (
            <li key={item.itemId} className="flex min-h-12 items-center gap-2 px-2 py-1" aria-busy={waiting || undefined}>
              <span className="min-w-0 flex-1 break-words">{item.itemName}</span>
              <span className="shrink-0 tabular-nums text-muted">{amountText(item)}</span>
              <button type="button" disabled={waiting} onClick={() => { onEdit(item); }} aria-label={s.editItem(item.itemName)} className={`${iconButton} hover:bg-primary/10 hover:text-primary`}>
                <Pencil size={18} strokeWidth={1.75} aria-hidden="true" />
              </button>
              <button type="button" disabled={waiting} onClick={() => { onDelete(item); }} aria-label={s.deleteItem(item.itemName)} className={`${iconButton} hover:bg-error-bg hover:text-error`}>
                <Trash2 size={18} strokeWidth={1.75} aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
