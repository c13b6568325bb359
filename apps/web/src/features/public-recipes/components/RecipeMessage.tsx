import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

/** Props of {@link RecipeMessage}. */
export interface RecipeMessageProps {
  /** The page's title in the browser tab. */
  pageTitle: string;
  title: string;
  text?: string;
  /** The one way on (a link home, to the featured recipes). */
  action: ReactNode;
}

/**
 * A recipe page that has no recipe to show (unknown, made private, failed to load): the same
 * calm, centred page as the app's Page Not Found, with one way on. Kept out of search results.
 */
export function RecipeMessage({ pageTitle, title, text, action }: RecipeMessageProps) {
  return (
    <section className="mx-auto flex max-w-[720px] flex-col items-center gap-4 px-4 py-20 text-center md:py-28">
      <title>{`${pageTitle} · Sous`}</title>
      <meta name="robots" content="noindex" />
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-premium-bg text-primary">
        <SearchX size={28} strokeWidth={1.75} aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold md:text-3xl">{title}</h1>
      {text && <p className="max-w-md text-lg text-muted">{text}</p>}
      <div className="mt-2">{action}</div>
    </section>
  );
}
