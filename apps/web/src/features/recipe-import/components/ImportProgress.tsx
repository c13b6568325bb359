import { useId } from 'react';
import { useStagedProgress } from '../hooks/use-staged-progress';
import { importStrings as s } from '../strings';

/** Props of {@link ImportProgress}. */
export interface ImportProgressProps {
  /** The four stage labels (spec 3 §4: Analyzing, Reading, Organizing, Complete for photos). */
  labels: readonly string[];
  /** When the import started (the stages count from here). */
  startedAt: number;
  /** The import is done: the bar is full and the last label shows. */
  done: boolean;
  /** The server's own words ('Reading page 2 of 3'), or the screen's. */
  statusMessage?: string | null;
}

/**
 * The processing progress (spec 3 §4): the stage's label, a bar of about 25% a stage that creeps
 * toward 95% in the last one, and the server's status under it. The label and the status are
 * read out as they change; the percent is on the bar for whoever asks.
 */
export function ImportProgress({ labels, startedAt, done, statusMessage }: ImportProgressProps) {
  const id = useId();
  const { stage, percent } = useStagedProgress(startedAt, done);
  const label = labels[stage] ?? labels.at(-1) ?? '';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-4">
        <p id={`${id}-label`} aria-live="polite" className="font-display text-xl font-semibold">
          {label}
        </p>
        <span className="text-sm tabular-nums text-muted" aria-hidden="true">
          {`${String(percent)}%`}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={s.processingProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={s.stageOf(label, percent)}
        className="h-2.5 overflow-hidden rounded-full bg-line"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out motion-reduce:transition-none"
          style={{ width: `${String(percent)}%` }}
        />
      </div>
      <ol className="grid grid-cols-4 gap-1 text-xs text-muted sm:text-sm" aria-hidden="true">
        {labels.map((name, index) => (
          <li key={`${name}-${String(index)}`} className={index <= stage ? 'font-medium text-ink' : undefined}>
            {name}
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="min-h-6 text-base text-muted empty:hidden">
        {statusMessage ?? ''}
      </p>
    </div>
  );
}
