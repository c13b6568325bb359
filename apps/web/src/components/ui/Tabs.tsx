import { createContext, useContext, useId, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Tabs as the WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move between tabs and
 * select as they go, only the selected panel is rendered. Hand-written (about 1 KB) because the
 * home page shows them on first load. The tabs wrap into rows instead of scrolling, so every tab is
 * visible on a phone.
 */

interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tab parts must be inside <Tabs>');
  return state;
}

const join = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(' ');

interface TabsProps {
  /** The selected tab, when the caller controls it (e.g. from `?tab=`)... */
  value?: string;
  /** ...or the first selection, when the tabs keep it themselves. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}

/** The tabs' root: holds the selection. */
export function Tabs({ value, defaultValue = '', onValueChange, className, children }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const state: TabsState = {
    value: value ?? own,
    select: (next) => {
      setOwn(next);
      onValueChange?.(next);
    },
    idOf: (part, tab) => `${baseId}-${part}-${tab}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={join('w-full', className)}>{children}</div>
    </TabsContext.Provider>
  );
}

/** Moves focus and selection with the arrow keys, Home and End, as the ARIA pattern does. */
function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const target = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  const next = tabs[(target + tabs.length) % tabs.length];
  next?.focus();
  next?.click();
}

/** The row of tabs. */
export function TabsList({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div role="tablist" onKeyDown={onListKeyDown} className={join('flex flex-wrap gap-x-5 border-b border-line', className)} {...props} />;
}

/** One tab; the selected one is underlined in primary (pills would look like the choices below). */
export function TabsTrigger({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.idOf('panel', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      onClick={() => {
        tabs.select(value);
      }}
      className={join(
        '-mb-px inline-flex min-h-11 items-center border-b-2 px-1 text-base font-medium transition-colors duration-150',
        selected ? 'border-primary text-primary' : 'border-transparent text-muted hover:border-line hover:text-ink',
        className,
      )}
    >
      {children}
    </button>
  );
}

/** The panel of one tab, rendered only while its tab is selected. */
export function TabsContent({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      tabIndex={0}
      className={join('pt-6 focus-visible:outline-offset-4', className)}
    >
      {children}
    </div>
  );
}
