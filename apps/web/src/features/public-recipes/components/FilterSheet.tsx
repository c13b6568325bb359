import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { activeFilterCount, noFilters, type BrowseFilters } from '../browse-filters';
import { publicRecipeStrings as s } from '../strings';
import { FilterCountBadge } from './FilterCountBadge';
import { FilterOptions } from './FilterOptions';

/** Props of {@link FilterSheet}. */
export interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters in use: the draft starts from them each time the panel opens. */
  filters: BrowseFilters;
  onApply: (filters: BrowseFilters) => void;
}

/** The choices being made in the panel; it mounts with each opening, so it starts from the filters in use. */
function Draft({ filters, onApply }: Pick<FilterSheetProps, 'filters' | 'onApply'>) {
  const [draft, setDraft] = useState(filters);
  return (
    <>
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
        <RadixDialog.Title className="flex items-center gap-2 font-display text-xl font-semibold">
          {s.filters}
          <FilterCountBadge count={activeFilterCount(draft)} />
        </RadixDialog.Title>
        <RadixDialog.Close className="-m-2 inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-primary/10 hover:text-ink" aria-label={s.closeFilters}>
          <X size={20} strokeWidth={1.75} aria-hidden="true" />
        </RadixDialog.Close>
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-5">
        <FilterOptions filters={draft} onChange={setDraft} />
      </div>
      <div className="flex gap-3 border-t border-line px-5 py-4">
        <Button variant="secondary" className="flex-1" onClick={() => { setDraft(noFilters); }}>
          {s.clearAll}
        </Button>
        <Button className="flex-1" onClick={() => { onApply(draft); }}>
          {s.applyFilters}
        </Button>
      </div>
    </>
  );
}

/**
 * The browse filters on a phone (BRAND.md): a panel that slides in from the side, where choices
 * are a draft until Apply Filters. Escape, the × and a tap outside leave the filters as they were.
 */
export default function FilterSheet({ open, onOpenChange, filters, onApply }: FilterSheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/40 motion-safe:animate-[fade-in_200ms_ease-out]" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className={
            'fixed inset-y-0 right-0 z-50 flex w-[min(24rem,92vw)] flex-col bg-card shadow-soft focus:outline-none ' +
            'motion-safe:transition-transform motion-safe:duration-250 motion-safe:ease-out motion-safe:starting:translate-x-full'
          }
        >
          <Draft filters={filters} onApply={onApply} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
