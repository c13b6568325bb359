import { groceryStrings as s } from '../strings';

/** "3 of 12 checked" with a thin bar under it (the bar is decoration: the words say it). */
export function ProgressLine({ checked, total, className }: { checked: number; total: number; className?: string }) {
  const share = total === 0 ? 0 : Math.round((checked / total) * 100);
  return (
    <div className={['flex flex-col gap-1.5', className].filter(Boolean).join(' ')}>
      <span className="text-sm text-muted tabular-nums">{s.checkedOf(checked, total)}</span>
      <span aria-hidden="true" className="block h-1.5 w-full max-w-60 overflow-hidden rounded-full bg-line print:hidden">
        <span className="block h-full rounded-full bg-herb transition-[width] duration-300 ease-out" style={{ width: `${String(share)}%` }} />
      </span>
    </div>
  );
}
