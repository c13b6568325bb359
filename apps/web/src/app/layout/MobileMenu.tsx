import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NavLinks } from './NavLinks';
import type { NavItem } from './nav-items';
import { shellStrings } from './strings';

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  items: readonly NavItem[];
  /** Buttons under the links (Sign In, or Sign Out). */
  actions?: ReactNode;
  /** Something above the links (the Premium badge). */
  header?: ReactNode;
}

/**
 * The navigation below 768 px: a menu button that opens a panel under the header. Escape, a second
 * press, a click outside or any navigation closes it; Escape puts focus back on the button.
 */
export function MobileMenu({ items, actions, header }: MobileMenuProps) {
  const location = useLocation();
  // The menu belongs to the page it was opened on: navigating anywhere closes it without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // A link to the page already shown does not change the location: close on any link click too.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setOpenedAt(null);
  };

  return (
    <div ref={rootRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label={shellStrings.openMenu}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => { setOpenedAt(open ? null : location.key); }}
        className="-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-primary/10"
      >
        {open ? <X size={24} strokeWidth={1.75} aria-hidden="true" /> : <Menu size={24} strokeWidth={1.75} aria-hidden="true" />}
      </button>
      {/* Dims the page under the open menu; a tap on it closes the menu (outside-click rule above). */}
      {open && <div className="fixed inset-x-0 bottom-0 top-16 -z-10 bg-ink/20 motion-safe:animate-[fade-in_200ms_ease-out]" aria-hidden="true" />}
      <div
        id={panelId}
        hidden={!open}
        onClick={closeOnLink}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-card px-4 pb-6 pt-3 shadow-soft motion-safe:animate-[menu-in_200ms_ease-out]"
      >
        {header && <div className="px-4 pb-2">{header}</div>}
        <nav aria-label={shellStrings.mainNavigation}>
          <NavLinks items={items} layout="menu" />
        </nav>
        {actions && <div className="mt-4 flex flex-col gap-3 border-t border-line px-1 pt-4">{actions}</div>}
      </div>
    </div>
  );
}
