import { RECIPE_LIMITS } from '@sous/contract/recipe';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { controlClasses } from '../../../components/ui/field-parts';
import { emptyIngredient, type IngredientRow } from '../recipe-draft';
import { recipeStrings as s } from '../strings';
import { RowActions, useRowList } from './RowActions';

/** Props of {@link IngredientsEditor}. */
export interface IngredientsEditorProps {
  /** Prefix of every id inside (unique per form). */
  idPrefix: string;
  rows: IngredientRow[];
  onChange: (rows: IngredientRow[]) => void;
  /** Tells screen readers what a move or removal did. */
  onAnnounce: (message: string) => void;
  error?: string;
  rowErrors?: Record<string, string>;
}

/** The id of a row's field, so the form can focus the first field with an error. */
export const ingredientFieldId = (idPrefix: string, key: string, field: 'quantity' | 'unit' | 'name') => `${idPrefix}-${key}-${field}`;

/**
 * The ingredient lines: amount, unit and name per line, each line movable and removable, and an
 * Add button. On phones a line is amount, unit and its buttons, with the name below; on wider
 * screens one row under column headings.
 */
export function IngredientsEditor({ idPrefix, rows, onChange, onAnnounce, error, rowErrors = {} }: IngredientsEditorProps) {
  const full = rows.length >= RECIPE_LIMITS.ingredientsMax;
  const { rowId, move, remove, add } = useRowList({
    idPrefix,
    rows,
    onChange,
    onAnnounce,
    said: { moved: s.ingredientMoved, removed: s.ingredientRemoved },
    newRow: emptyIngredient,
    fieldOf: (key) => ingredientFieldId(idPrefix, key, 'quantity'),
  });

  const edit = (index: number, field: 'quantity' | 'unit' | 'name', value: string) => {
    // A renamed line may be another food now: the catalog food Sous wrote it with no longer holds.
    const edited = (row: IngredientRow): IngredientRow => (field === 'name' ? { key: row.key, quantity: row.quantity, unit: row.unit, name: value } : { ...row, [field]: value });
    onChange(rows.map((row, i) => (i === index ? edited(row) : row)));
  };
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <legend className="mb-2 font-display text-xl font-semibold">{s.ingredients}</legend>
      {/* Column headings on wide screens; each field also has its own (hidden there) label. */}
      <div className="hidden grid-cols-[5rem_7rem_1fr_8.25rem] gap-x-2 text-sm font-medium sm:grid" aria-hidden="true">
        <span>{s.amount}</span>
        <span>{s.unit}</span>
        <span>{s.ingredient}</span>
      </div>
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const n = index + 1;
          const rowError = rowErrors[row.key];
          const field = (name: 'quantity' | 'unit' | 'name') => ingredientFieldId(idPrefix, row.key, name);
          const label = 'text-sm font-medium text-ink sm:sr-only';
          return (
            <li
              key={row.key}
              className="grid grid-cols-[4.5rem_5.5rem_1fr] items-end gap-x-2 gap-y-2 border-t border-line pt-3 first:border-t-0 first:pt-0 sm:grid-cols-[5rem_7rem_1fr_auto] sm:border-t-0 sm:pt-0"
            >
              <div className="flex flex-col gap-1.5">
                <label htmlFor={field('quantity')} className={label}>
                  {s.amount}
                  <span className="sr-only">{s.ofIngredient(n)}</span>
                </label>
                <input
                  id={field('quantity')}
                  value={row.quantity}
                  maxLength={RECIPE_LIMITS.quantityMax}
                  onChange={(e) => { edit(index, 'quantity', e.target.value); }}
                  className={controlClasses(false, 'min-h-11 tabular-nums')}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <label htmlFor={field('unit')} className={label}>
                  {s.unit}
                  <span className="sr-only">{s.ofIngredient(n)}</span>
                </label>
                <input
                  id={field('unit')}
                  value={row.unit}
                  maxLength={RECIPE_LIMITS.unitMax}
                  onChange={(e) => { edit(index, 'unit', e.target.value); }}
                  className={controlClasses(false, 'min-h-11')}
                />
              </div>
              <div className="col-span-3 row-start-2 flex flex-col gap-1.5 sm:col-span-1 sm:col-start-3 sm:row-start-1">
                <label htmlFor={field('name')} className={label}>
                  {s.ingredient}
                  <span className="sr-only">{s.ingredientNumber(n)}</span>
                </label>
                <input
                  id={field('name')}
                  value={row.name}
                  maxLength={RECIPE_LIMITS.ingredientNameMax}
                  aria-invalid={rowError ? true : undefined}
                  aria-describedby={rowError ? `${field('name')}-error` : undefined}
                  onChange={(e) => { edit(index, 'name', e.target.value); }}
                  className={controlClasses(Boolean(rowError), 'min-h-11')}
                />
              </div>
              <div className="col-start-3 row-start-1 justify-self-end sm:col-start-4">
                <RowActions
                  rowId={rowId(row.key)}
                  labels={{ up: s.moveIngredientUp(n), down: s.moveIngredientDown(n), remove: s.removeIngredient(n) }}
                  canMoveUp={index > 0}
                  canMoveDown={index < rows.length - 1}
                  canRemove={rows.length > 1}
                  onMove={(direction) => { move(index, direction); }}
                  onRemove={() => { remove(index); }}
                />
              </div>
              {rowError && (
                <p id={`${field('name')}-error`} className="col-span-3 text-sm text-error sm:col-span-4">
                  {rowError}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button id={`${idPrefix}-add`} variant="secondary" onClick={add} disabled={full}>
          <Plus size={20} strokeWidth={1.75} aria-hidden="true" />
          {s.addIngredient}
        </Button>
        {full && <p className="text-sm text-muted">{s.listFull(RECIPE_LIMITS.ingredientsMax)}</p>}
      </div>
      <p id={`${idPrefix}-error`} aria-live="polite" className="text-sm text-error empty:hidden">
        {error}
      </p>
    </fieldset>
  );
}
