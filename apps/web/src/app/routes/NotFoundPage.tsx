import { Compass } from 'lucide-react';
import { ButtonLink } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { shellStrings } from '../layout/strings';

/** What any unknown path shows (spec 1 §2): 'Page Not Found', an under-construction note, a link home. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-[720px] flex-col items-center gap-4 px-4 py-20 text-center md:py-28">
      <title>{`${shellStrings.notFoundTitle} · Sous`}</title>
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-premium-bg text-primary">
        <Compass size={28} strokeWidth={1.75} aria-hidden="true" />
      </span>
      <p className="font-display text-lg text-muted">404</p>
      <h1 className="text-3xl font-semibold md:text-4xl">{shellStrings.notFoundTitle}</h1>
      <p className="max-w-md text-lg text-muted">{shellStrings.notFoundMessage}</p>
      <ButtonLink to={paths.home} className="mt-2">
        {shellStrings.backHome}
      </ButtonLink>
    </section>
  );
}

/** Route module of the catch-all route. */
export const Component = NotFoundPage;
