import { GROCERY } from '@sous/contract/grocery';
import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Input } from '../../../components/ui/Input';
import { checkCategoryName } from '../grocery-validation';
import { groceryStrings as s } from '../strings';

/** Props of {@link CategoryDialog}. */
export interface CategoryDialogProps {
  open: boolean;
  existing: readonly string[];
  onClose: () => void;
  onAdd: (name: string) => void;
}

function CategoryForm({ formId, existing, onClose, onAdd }: Omit<CategoryDialogProps, 'open'> & { formId: string }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const check = checkCategoryName(name, existing);
    if (check.kind === 'empty') {
      onClose();
      return;
    }
    if (check.kind === 'invalid') {
      setError(check.error);
      return;
    }
    onAdd(check.name);
    onClose();
  };
  return (
    <form id={formId} noValidate onSubmit={submit}>
      <Input
        label={s.categoryName}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        error={error}
        placeholder={s.categoryPlaceholder}
        maxLength={GROCERY.categoryNameMax}
        autoComplete="off"
        required
      />
    </form>
  );
}

/** Add Category (spec 3 §2, §5): a name is required; nothing typed just closes. */
export function CategoryDialog({ open, existing, onClose, onAdd }: CategoryDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => { if (!next) onClose(); }}
      title={s.addCategoryTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {s.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {s.add}
          </Button>
        </>
      }
    >
      {open && <CategoryForm formId={formId} existing={existing} onClose={onClose} onAdd={onAdd} />}
    </Dialog>
  );
}
