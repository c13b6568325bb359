import * as RadixDialog from '@radix-ui/react-dialog';
import type { Recipe } from '@sous/contract/recipe-api';
import { ArrowLeft, ArrowRight, Check, ListChecks, Sun, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { useWakeLock } from '../hooks/use-wake-lock';
import { recipeStrings as s } from '../strings';
import { IngredientList } from './IngredientList';

/** Props of {@link CookMode}. */
export interface CookModeProps {
  recipe: Recipe;
  /** The step shown, 1-based. */
  step: number;
  onStep: (step: number) => void;
  onExit: () => void;
}

/**
 * Cook mode: the recipe's steps one at a time in large type, filling the screen, with Previous
 * and Next (and the arrow keys), 'Step x of n', the ingredients a tap away (beside the step on
 * wide screens), and the screen kept on. Escape or the × leaves.
 */
export default function CookMode({ recipe, step, onStep, onExit }: CookModeProps) {
  const awake = useWakeLock();
  const [ingredientsOpen, setIngredientsOpen] = useState(false);
  const id = useId();
  const total = recipe.instructions.length;
  const current = Math.min(Math.max(1, step), total);
  const last = current === total;
  const go = (next: number) => {
    if (next >= 1 && next <= total) onStep(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight' || event.key === 'PageDown') {
      event.preventDefault();
      go(current + 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'PageUp') {
      event.preventDefault();
      go(current - 1);
    }
  };

  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onExit();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Content
          onKeyDown={onKeyDown}
          // Enter or Space on the focused Next button moves on, as the arrow keys do.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(`${id}-next`)?.focus();
          }}
          aria-describedby={`${id}-keys`}
          className="fixed inset-0 z-50 flex flex-col bg-surface text-ink focus:outline-none motion-safe:animate-[fade-in_200ms_ease-out]"
        >
          <div className="border-b border-line bg-card px-4 py-2">
            <div className="flex items-center gap-2">
              <RadixDialog.Title className="min-w-0 flex-1 truncate font-display text-lg font-semibold">
                <span className="sr-only">{s.cookModeTitlePrefix}</span>
                {recipe.name}
              </RadixDialog.Title>
              <RadixDialog.Close
                className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-primary/10 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                aria-label={s.exitCookMode}
              >
                <X size={24} strokeWidth={1.75} aria-hidden="true" />
              </RadixDialog.Close>
            </div>
            <div className="flex min-h-11 items-center justify-between gap-x-4 lg:min-h-0 lg:pb-1">
              <p className="flex items-center gap-x-3 text-sm text-muted tabular-nums">
                <span className="font-medium text-ink">{s.stepOf(current, total)}</span>
                {awake && (
                  // On a phone the sun alone (its words are read out and shown on hover); wider, the words too.
                  <span className="inline-flex items-center gap-1 text-herb-strong" title={s.screenAwake}>
                    <Sun size={16} strokeWidth={1.75} aria-hidden="true" />
                    <span className="sr-only sm:not-sr-only">{s.screenAwake}</span>
                  </span>
                )}
              </p>
              <p id={`${id}-keys`} className="sr-only">
                {s.keysHint}
              </p>
              <Button
                variant="secondary"
                className="lg:hidden"
                aria-expanded={ingredientsOpen}
                aria-controls={`${id}-ingredients`}
                onClick={() => { setIngredientsOpen(!ingredientsOpen); }}
              >
                <ListChecks size={20} strokeWidth={1.75} aria-hidden="true" />
                {ingredientsOpen ? s.hideIngredients : s.showIngredients}
              </Button>
            </div>
          </div>
          <div className="h-1 bg-line" aria-hidden="true">
            <div className="h-full bg-primary transition-[width] duration-300 ease-out" style={{ width: `${String((current / total) * 100)}%` }} />
          </div>

          <div className="flex min-h-0 flex-1">
            <aside
              id={`${id}-ingredients`}
              aria-label={s.ingredients}
              className={`${ingredientsOpen ? 'flex' : 'hidden'} w-full flex-col overflow-y-auto bg-card px-4 py-6 lg:flex lg:w-96 lg:shrink-0 lg:border-r lg:border-line lg:px-6`}
            >
              <h2 className="mb-4 font-display text-xl font-semibold">{s.ingredients}</h2>
              <IngredientList ingredients={recipe.ingredients} />
            </aside>
            <div className={`${ingredientsOpen ? 'hidden' : 'flex'} min-w-0 flex-1 overflow-y-auto lg:flex`}>
              <div className="m-auto w-full max-w-[720px] px-5 py-8 sm:px-8">
                <p className="mb-4 font-display text-xl font-semibold text-primary tabular-nums" aria-hidden="true">
                  {current}
                </p>
                {/* Read out when the step changes. */}
                <p aria-live="polite" className="text-[1.75rem] leading-snug sm:text-3xl lg:text-4xl lg:leading-snug">
                  <span className="sr-only">{s.stepOf(current, total)}: </span>
                  {recipe.instructions[current - 1]}
                </p>
              </div>
            </div>
          </div>

          <div className="grid grid-cols-2 gap-3 border-t border-line bg-card px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <Button variant="secondary" className="min-h-14 text-lg" disabled={current === 1} onClick={() => { go(current - 1); }}>
              <ArrowLeft size={20} strokeWidth={1.75} aria-hidden="true" />
              {s.previous}
            </Button>
            {last ? (
              <Button id={`${id}-next`} className="min-h-14 text-lg" onClick={onExit}>
                <Check size={20} strokeWidth={1.75} aria-hidden="true" />
                {s.done}
              </Button>
            ) : (
              <Button id={`${id}-next`} className="min-h-14 text-lg" onClick={() => { go(current + 1); }}>
                {s.next}
                <ArrowRight size={20} strokeWidth={1.75} aria-hidden="true" />
              </Button>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
