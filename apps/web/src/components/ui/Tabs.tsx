import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef } from 'react';

const join = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(' ');

/** Tabs root (Radix): arrow keys move between tabs; `value`/`onValueChange` to control it (e.g. from `?tab=`). */
export function Tabs({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={join('w-full', className)} {...props} />;
}

/** The row of tabs; scrolls sideways on narrow screens instead of wrapping (tighter there, so the next tab peeks out). */
export function TabsList({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={join('flex gap-1 overflow-x-auto border-b border-line', className)}
      {...props}
    />
  );
}

/** One tab; the selected one is underlined in primary. */
export function TabsTrigger({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={join(
        '-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 border-transparent px-3 text-base font-medium text-muted sm:px-4',
        'transition-colors duration-150 hover:text-ink data-[state=active]:border-primary data-[state=active]:text-primary',
        className,
      )}
      {...props}
    />
  );
}

/** The panel of one tab. */
export function TabsContent({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={join('pt-6 focus-visible:outline-offset-4', className)} {...props} />;
}
