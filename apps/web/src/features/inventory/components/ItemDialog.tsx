import { INVENTORY_CATEGORIES, INVENTORY_UNITS, type CreateInventoryItemBody } from '@sous/contract/inventory';
import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { controlClasses, describedBy, FieldFrame } from '../../../components/ui/field-parts';
import { Input } from '../../../components/ui/Input';
import type { InventoryItem } from '../api/schemas';
import { checkDraft, draftOf, emptyDraft, type ItemDraft, type ItemErrors } from '../inventory-form';
import { inventoryStrings as s } from '../strings';

/** What the dialog is open for: a new item, or an item to change. */
export type ItemDialogTarget = { kind: 'add' } | { kind: 'edit'; item: InventoryItem };

/** Props of {@link ItemDialog}. */
export interface ItemDialogProps {
  target: ItemDialogTarget | null;
  onClose: () => void;
  /** Called with checked fields; the dialog closes at once (the list changes optimistically). */
  onSave: (fields: CreateInventoryItemBody) => void;
}

/** A select with the app's field frame (label above, error below and announced). */
function SelectField({ id, label, value, options, error, onChange }: { id: string; label: string; value: string; options: readonly string[]; error?: string; onChange: (value: string) => void }) {
  // A value outside the list (an old row) is shown as it is until the cook picks one.
  const shown = options.includes(value) ? options : [value, ...options];
  return (
    <FieldFrame id={id} label={label} error={error} required>
      <select
        id={id}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        onChange={(event) => { onChange(event.target.value); }}
        className={controlClasses(Boolean(error), 'min-h-11')}
      >
        {shown.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

function ItemForm({ formId, target, onClose, onSave }: Omit<ItemDialogProps, 'target'> & { formId: string; target: ItemDialogTarget }) {
  const [draft, setDraft] = useState<ItemDraft>(() => (target.kind === 'edit' ? draftOf(target.item) : emptyDraft()));
  const [errors, setErrors] = useState<ItemErrors>({});
  const set = (field: keyof ItemDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const check = checkDraft(draft);
    if (!check.ok) {
      setErrors(check.errors);
      const first = (['itemName', 'quantity', 'unit', 'category'] as const).find((field) => check.errors[field]);
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    onSave(check.fields);
    onClose();
  };
  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Input
        id={`${formId}-itemName`}
        label={s.name}
        value={draft.itemName}
        onChange={(event) => { set('itemName', event.target.value); }}
        error={errors.itemName}
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
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          className="tabular-nums"
          required
        />
        <SelectField id={`${formId}-unit`} label={s.unit} value={draft.unit} options={INVENTORY_UNITS} error={errors.unit} onChange={(value) => { set('unit', value); }} />
      </div>
      <SelectField id={`${formId}-category`} label={s.category} value={draft.category} options={INVENTORY_CATEGORIES} error={errors.category} onChange={(value) => { set('category', value); }} />
    </form>
  );
}

/** Add Item / Edit Item (spec 3 §2, §5): Name, Quantity, Unit, Category; errors under each field. */
export function ItemDialog({ target, onClose, onSave }: ItemDialogProps) {
  const formId = useId();
  // The last target stays while the dialog closes, so its text does not vanish mid-animation.
  const [shown, setShown] = useState(target);
  const [opened, setOpened] = useState(0);
  if (target && target !== shown) {
    setShown(target);
    setOpened((n) => n + 1);
  }
  const editing = shown?.kind === 'edit';
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => { if (!open) onClose(); }}
      title={editing ? s.editTitle : s.addTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {s.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {editing ? s.save : s.add}
          </Button>
        </>
      }
    >
      {shown && <ItemForm key={opened} formId={formId} target={shown} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}
