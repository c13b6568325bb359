import { useId } from 'react';
import { pantryStrings as s } from '../strings';

/** "Cook with what's in my pantry": the generator's option for a signed-in cook. */
export function PantryOption({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const hintId = useId();
  return (
    <div>
      <label className="flex min-h-11 items-center gap-2 font-medium">
        <input type="checkbox" checked={checked} aria-describedby={hintId} onChange={(e) => { onChange(e.target.checked); }} className="size-5 accent-primary" />
        {s.usePantry}
      </label>
      <p id={hintId} className="text-sm text-muted">
        {s.usePantryHint}
      </p>
    </div>
  );
}
