import { GROCERY } from '@sous/contract/grocery';
import { Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { groceryStrings as s } from '../strings';

/**
 * The list's name as the page heading, renamed in place (spec 3 §5): Enter or Save keeps a new
 * name; a name left unchanged or emptied closes without saving, as do Escape and Cancel. Focus
 * goes back to Rename afterwards.
 */
export function ListName({ name, onRename }: { name: string; onRename: (name: string) => void }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const input = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) input.current?.select();
    else if (returnFocus.current) {
      returnFocus.current = false;
      renameButton.current?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (next !== '' && next !== name) onRename(next);
    close();
  };

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h1 className="min-w-0 font-display text-3xl font-semibold break-words">{name}</h1>
        <button
          ref={renameButton}
          type="button"
          className={buttonClasses('ghost', 'px-3 text-muted print:hidden')}
          onClick={() => {
            setDraft(name);
            setEditing(true);
          }}
        >
          <Pencil size={18} strokeWidth={1.75} aria-hidden="true" />
          {s.rename}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label={s.rename}>
      <h1 className="sr-only">{name}</h1>
      <label htmlFor={`${id}-name`} className="text-sm font-medium">
        {s.renameLabel}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={`${id}-name`}
          value={draft}
          onChange={(event) => { setDraft(event.target.value); }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
          maxLength={GROCERY.nameMax}
          aria-describedby={`${id}-hint`}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-card px-3 py-2 font-display text-2xl font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        />
        <div className="flex gap-2">
          <Button type="submit" className="flex-1 sm:flex-none">
            {s.save}
          </Button>
          <Button variant="secondary" className="flex-1 sm:flex-none" onClick={close}>
            {s.cancel}
          </Button>
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {s.renameHint}
      </p>
    </form>
  );
}
