import { GROCERY, type GroceryItem } from '@sous/contract/grocery';
import { Trash2 } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { controlClasses, FieldFrame } from '../../../components/ui/field-parts';
import { Input } from '../../../components/ui/Input';
import type { ItemFields } from '../grocery-edits';
import { formatItemQuantity } from '../grocery-format';
import { checkItemDraft, type ItemDraft } from '../grocery-validation';
import { groceryStrings as s } from '../strings';

/** What the item dialog is open for: a new item in a category, or an item to change. */
export type ItemDialogTarget = { kind: 'add'; category: string } | { kind: 'edit'; category: string; item: GroceryItem };

/** Props of {@link ItemDialog}. */
export interface ItemDialogProps {
  target: ItemDialogTarget | null;
  /** The list's categories, to choose where the item goes (none: it goes to the simple section). */
  categories: readonly string[];
  onClose: () => void;
  /** Saves the item; answers an error to show instead of closing (a category or the list is full). */
  onSave: (fields: ItemFields, category: string) => string | null;
  onDelete: (item: GroceryItem) => void;
}

function ItemForm({ formId, target, categories, onClose, onSave }: Omit<ItemDialogProps, 'target' | 'onDelete'> & { formId: string; target: ItemDialogTarget }) {
  const original = target.kind === 'edit' ? target.item : null;
  const originalQuantity = original?.quantity == null ? '' : formatItemQuantity(original.quantity, original.unit);
  const [draft, setDraft] = useState<ItemDraft>({ name: original?.name ?? '', quantity: originalQuantity, unit: original?.unit ?? '' });
  const [category, setCategory] = useState(target.category);
  const [errors, setErrors] = useState<{ name?: string; quantity?: string; form?: string }>({});
  const set = (field: keyof ItemDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const check = checkItemDraft(draft);
    // Spec 3 §5: an empty submission just closes the dialog.
    if (check.kind === 'empty') {
      onClose();
      return;
    }
    if (check.kind === 'invalid') {
      setErrors(check.errors);
      document.getElementById(`${formId}-${check.errors.name ? 'name' : 'quantity'}`)?.focus();
      return;
    }
    // An amount left as shown keeps its exact value (1/3 stays a third, not 0.33).
    const fields = original && draft.quantity.trim() === originalQuantity ? { ...check.fields, quantity: original.quantity } : check.fields;
    const refused = onSave(fields, category);
    if (refused) setErrors({ form: refused });
    else onClose();
  };

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Input
        id={`${formId}-name`}
        label={s.itemName}
        value={draft.name}
        onChange={(event) => { set('name', event.target.value); }}
        error={errors.name}
        placeholder={s.itemNamePlaceholder}
        maxLength={GROCERY.itemNameMax}
        autoComplete="off"
        required
      />
      <div className="grid grid-cols-2 gap-3">
        <Input
          id={`${formId}-quantity`}
          label={s.quantity}
          value={draft.quantity}
          onChange={(event) => { set('quantity', event.target.value); }}
          error={errors.quantity}
          placeholder={s.quantityPlaceholder}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          className="tabular-nums"
        />
        <Input
          id={`${formId}-unit`}
          label={s.unit}
          value={draft.unit}
          onChange={(event) => { set('unit', event.target.value); }}
          placeholder={s.unitPlaceholder}
          maxLength={GROCERY.unitMax}
          autoComplete="off"
        />
      </div>
      {categories.length > 1 && (
        <FieldFrame id={`${formId}-category`} label={s.category}>
          <select
            id={`${formId}-category`}
            value={category}
            onChange={(event) => { setCategory(event.target.value); }}
            className={controlClasses(false, 'min-h-11')}
          >
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </FieldFrame>
      )}
      <p role="alert" className="text-sm text-error empty:hidden">
        {errors.form}
      </p>
    </form>
  );
}

/** Add Item / Edit Item (spec 3 §2, §5): name required, quantity and unit optional, nothing typed just closes. */
export function ItemDialog({ target, categories, onClose, onSave, onDelete }: ItemDialogProps) {
  const formId = useId();
  // The last target stays while the dialog closes, so its text does not vanish mid-animation.
  const [shown, setShown] = useState(target);
  const [opened, setOpened] = useState(0);
  if (target && target !== shown) {
    setShown(target);
    setOpened((n) => n + 1);
  }
  const editing = shown?.kind === 'edit' ? shown.item : null;
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => { if (!open) onClose(); }}
      title={editing ? s.editItemTitle : s.addItemTitle}
      footer={
        <>
          {editing && (
            <Button variant="ghost" className="text-error! hover:bg-error-bg hover:text-error! md:mr-auto" onClick={() => { onDelete(editing); }}>
              <Trash2 size={20} strokeWidth={1.75} aria-hidden="true" />
              {s.deleteItem}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {s.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {editing ? s.saveItem : s.add}
          </Button>
        </>
      }
    >
      {shown && <ItemForm key={opened} formId={formId} target={shown} categories={categories} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}
