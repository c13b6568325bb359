import { Link, useLocation } from 'react-router';
import type { NavItem } from './nav-items';

/** Props of {@link NavLinks}. */
export interface NavLinksProps {
  items: readonly NavItem[];
  /** 'bar' for the desktop header, 'menu' for the stacked mobile menu (uses the mobile labels). */
  layout: 'bar' | 'menu';
  /** Let a long bar wrap onto a second line on mid-size screens instead of running off the edge. */
  wrap?: boolean;
}

const looks = {
  bar: {
    list: 'flex items-center gap-1',
    link:
      'relative inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-[15px] font-medium transition-colors duration-150 ' +
      'after:absolute after:inset-x-3 after:bottom-1 after:h-0.5 after:rounded-full after:bg-primary after:opacity-0 after:transition-opacity',
    idle: 'text-muted hover:text-ink hover:bg-primary/5',
    active: 'text-primary after:opacity-100',
  },
  menu: {
    list: 'flex flex-col gap-1',
    link: 'flex min-h-12 items-center rounded-lg px-4 text-lg font-medium transition-colors duration-150',
    idle: 'text-ink hover:bg-primary/5',
    active: 'bg-primary/10 text-primary-hover',
  },
} as const;

/** The navigation links; the active one is highlighted and marked aria-current="page". */
export function NavLinks({ items, layout, wrap = false }: NavLinksProps) {
  const { pathname } = useLocation();
  const look = looks[layout];
  return (
    <ul className={wrap ? `${look.list} flex-wrap` : look.list}>
      {items.map((item) => {
        const active = item.isActive(pathname);
        return (
          <li key={item.to}>
            <Link to={item.to} aria-current={active ? 'page' : undefined} className={`${look.link} ${active ? look.active : look.idle}`}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
