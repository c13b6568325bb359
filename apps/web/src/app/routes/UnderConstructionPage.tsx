import { Hammer } from 'lucide-react';
import { ButtonLink } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { shellStrings } from '../layout/strings';

/** Props of {@link UnderConstructionPage}. */
export interface UnderConstructionPageProps {
  title: string;
}

/** A calm stand-in for a screen not built yet: its title, a short note and a way home. */
export function UnderConstructionPage({ title }: UnderConstructionPageProps) {
  return (
    <section className="mx-auto flex max-w-[720px] flex-col items-center gap-4 px-4 py-20 text-center md:py-28">
      <title>{`${title} · Sous`}</title>
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-premium-bg text-primary">
        <Hammer size={28} strokeWidth={1.75} aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-semibold md:text-4xl">{title}</h1>
      <p className="max-w-md text-lg text-muted">{shellStrings.underConstruction}</p>
      <ButtonLink to={paths.home} variant="secondary" className="mt-2">
        {shellStrings.backHome}
      </ButtonLink>
    </section>
  );
}
