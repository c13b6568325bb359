import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Logo } from '../../components/Logo';
import { Button, ButtonLink } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { shellStrings } from '../layout/strings';

/**
 * The generic error page (spec 1 §8: 'Unexpected Application Error!'). It replaces the whole
 * layout, because the layout itself may be what failed; it offers a way home and a reload
 * (a screen's code may have changed under an open tab after a deploy).
 */
export function AppErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    // Kept for whoever opens the console; the user sees no internals.
    console.error(error);
  }, [error]);

  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <div className="mx-auto w-full max-w-[1200px] px-4 py-4 md:px-6">
        <Logo />
      </div>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <section role="alert" className="flex max-w-lg flex-col items-center gap-4 rounded-xl border border-line bg-card px-6 py-10 text-center">
          <title>{`${shellStrings.errorTitle} · Sous`}</title>
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-error-bg text-error">
            <TriangleAlert size={24} strokeWidth={1.75} aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold md:text-3xl">{shellStrings.errorTitle}</h1>
          <p className="text-base text-muted">{shellStrings.errorMessage}</p>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.home} reloadDocument>
              {shellStrings.backHome}
            </ButtonLink>
            <Button variant="secondary" onClick={() => { window.location.reload(); }}>
              {shellStrings.reload}
            </Button>
          </div>
        </section>
      </main>
    </div>
  );
}
