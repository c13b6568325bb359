/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  className?: string;
}

/** A grey placeholder block that gently pulses while content loads (still under reduced motion). */
export function Skeleton({ className }: SkeletonProps) {
  return <div aria-hidden="true" className={['rounded-lg bg-line/70 motion-safe:animate-pulse', className].filter(Boolean).join(' ')} />;
}

/** Placeholder rows for a loading list, announced once as loading. */
export function SkeletonRows({ rows = 3, label = 'Loading...' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4 rounded-xl border border-line bg-card p-4">
          <Skeleton className="size-14 shrink-0 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
