import { Check } from 'lucide-react';

/** A list of plain benefits, each with a green check (sign-in benefits, plan features). */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={['space-y-3', className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check size={20} strokeWidth={1.75} className="shrink-0 text-herb" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
