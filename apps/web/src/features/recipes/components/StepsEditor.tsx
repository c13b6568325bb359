import { RECIPE_LIMITS } from '@sous/contract/recipe';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { controlClasses } from '../../../components/ui/field-parts';
import { emptyStep, type StepRow } from '../recipe-draft';
import { recipeStrings as s } from '../strings';
import { RowActions, useRowList } from './RowActions';

/** Props of {@link StepsEditor}. */
export interface StepsEditorProps {
  idPrefix: string;
  steps: StepRow[];
  onChange: (steps: StepRow[]) => void;
  onAnnounce: (message: string) => void;
  error?: string;
}

/** The id of a step's text box. */
export const stepFieldId = (idPrefix: string, key: string) => `${idPrefix}-${key}-text`;

/** The numbered steps: each a text box that can move and go, and an Add button. */
export function StepsEditor({ idPrefix, steps, onChange, onAnnounce, error }: StepsEditorProps) {
  const full = steps.length >= RECIPE_LIMITS.instructionsMax;
  const { rowId, move, remove, add } = useRowList({
    idPrefix,
    rows: steps,
    onChange,
    onAnnounce,
    said: { moved: s.stepMoved, removed: s.stepRemoved },
    newRow: emptyStep,
    fieldOf: (key) => stepFieldId(idPrefix, key),
  });

  return (
    <fieldset className="flex flex-col gap-4" aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <legend className="mb-2 font-display text-xl font-semibold">{s.instructions}</legend>
      <ol className="flex flex-col gap-4">
        {steps.map((step, index) => {
          const n = index + 1;
          const id = stepFieldId(idPrefix, step.key);
          return (
            <li key={step.key} className="flex flex-col gap-1.5">
              <div className="flex items-end justify-between gap-2">
                <label htmlFor={id} className="text-sm font-medium text-ink">
                  {s.step(n)}
                </label>
                <RowActions
                  rowId={rowId(step.key)}
                  labels={{ up: s.moveStepUp(n), down: s.moveStepDown(n), remove: s.removeStep(n) }}
                  canMoveUp={index > 0}
                  canMoveDown={index < steps.length - 1}
                  canRemove={steps.length > 1}
                  onMove={(direction) => { move(index, direction); }}
                  onRemove={() => { remove(index); }}
                />
              </div>
              <textarea
                id={id}
                rows={3}
                value={step.text}
                maxLength={RECIPE_LIMITS.instructionMax}
                onChange={(e) => { onChange(steps.map((row, i) => (i === index ? { ...row, text: e.target.value } : row))); }}
                className={controlClasses(false, 'resize-y')}
              />
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button id={`${idPrefix}-add`} variant="secondary" onClick={add} disabled={full}>
          <Plus size={20} strokeWidth={1.75} aria-hidden="true" />
          {s.addStep}
        </Button>
        {full && <p className="text-sm text-muted">{s.listFull(RECIPE_LIMITS.instructionsMax)}</p>}
      </div>
      <p id={`${idPrefix}-error`} aria-live="polite" className="text-sm text-error empty:hidden">
        {error}
      </p>
    </fieldset>
  );
}
