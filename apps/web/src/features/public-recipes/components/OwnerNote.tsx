import { Info } from 'lucide-react';
import { publicRecipeStrings as s } from '../strings';

/** What the recipe's owner reads above their shared recipe (spec 2 §2). */
export function OwnerNote() {
  return (
    <p className="mb-6 flex gap-3 rounded-xl bg-info-bg px-4 py-3 text-info">
      <Info size={20} strokeWidth={1.75} className="mt-0.5 shrink-0" aria-hidden="true" />
      {s.ownerNote}
    </p>
  );
}
