import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { moveItem } from '../recipe-draft';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg text-muted transition-colors duration-150 ' +
  'hover:bg-primary/10 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
  'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** The ids of one row's buttons, so focus can follow a row that moved. */
export const rowButtonIds = (rowId: string) => ({ up: `${rowId}-up`, down: `${rowId}-down`, remove: `${rowId}-remove` });

/** Move up, move down and remove, as 44 px icon buttons with spoken names. */
export function RowActions({
  rowId,
  labels,
  canMoveUp,
  canMoveDown,
  canRemove,
  onMove,
  onRemove,
}: {
  rowId: string;
  labels: { up: string; down: string; remove: string };
  canMoveUp: boolean;
  canMoveDown: boolean;
  canRemove: boolean;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}) {
  const ids = rowButtonIds(rowId);
  return (
    <div className="flex shrink-0">
      <button type="button" id={ids.up} className={iconButton} aria-label={labels.up} disabled={!canMoveUp} onClick={() => { onMove(-1); }}>
        <ArrowUp size={20} strokeWidth={1.75} aria-hidden="true" />
      </button>
      <button type="button" id={ids.down} className={iconButton} aria-label={labels.down} disabled={!canMoveDown} onClick={() => { onMove(1); }}>
        <ArrowDown size={20} strokeWidth={1.75} aria-hidden="true" />
      </button>
      <button type="button" id={ids.remove} className={iconButton} aria-label={labels.remove} disabled={!canRemove} onClick={onRemove}>
        <X size={20} strokeWidth={1.75} aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * Moving, removing and adding rows of an editable list (ingredients, steps), with focus following
 * the change and a sentence for screen readers. Rows have stable keys; ids are `<idPrefix>-<key>`.
 */
export function useRowList<Row extends { key: string }>({
  idPrefix,
  rows,
  onChange,
  onAnnounce,
  said,
  newRow,
  fieldOf,
}: {
  idPrefix: string;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  onAnnounce: (message: string) => void;
  said: { moved: (position: number) => string; removed: string };
  newRow: () => Row;
  /** The id of the field a new row focuses. */
  fieldOf: (key: string) => string;
}) {
  const focusSoon = useFocusAfterRender();
  const rowId = (key: string) => `${idPrefix}-${key}`;
  return {
    rowId,
    move: (index: number, direction: -1 | 1) => {
      const row = rows[index];
      if (!row) return;
      onChange(moveItem(rows, index, index + direction));
      const ids = rowButtonIds(rowId(row.key));
      // The row's own button again; at the top or bottom that one is disabled, so the other one.
      focusSoon(direction === -1 ? [ids.up, ids.down] : [ids.down, ids.up]);
      onAnnounce(said.moved(index + direction + 1));
    },
    remove: (index: number) => {
      const neighbour = rows[index + 1] ?? rows[index - 1];
      onChange(rows.filter((_, i) => i !== index));
      focusSoon(neighbour ? [rowButtonIds(rowId(neighbour.key)).remove] : [`${idPrefix}-add`]);
      onAnnounce(said.removed);
    },
    add: () => {
      const row = newRow();
      onChange([...rows, row]);
      focusSoon([fieldOf(row.key)]);
    },
  };
}

/**
 * Focus for lists that change under the cook's hands: `focusSoon(ids)` focuses the first of those
 * elements that exists and is enabled once React has drawn the change (a moved row's button, the
 * next row after a removal, a new row's first field).
 */
function useFocusAfterRender() {
  const pending = useRef<string[] | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    const ids = pending.current;
    pending.current = null;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  });
  return (ids: string[]) => {
    pending.current = ids;
  };
}
