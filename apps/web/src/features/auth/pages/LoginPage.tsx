import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { CheckList } from '../../../components/ui/CheckList';
import { FullScreenSpinner } from '../../../components/ui/Spinner';
import { paths } from '../../../config/paths';
import { useAuth } from '../hooks/useAuth';
import { ACCOUNT_BENEFITS, authStrings as s } from '../strings';

/** Where a guard or a screen asked to come back to after signing in. */
export function useReturnTo(fallback?: string): string | undefined {
  const state = useLocation().state as { returnTo?: unknown } | null;
  return typeof state?.returnTo === 'string' ? state.returnTo : fallback;
}

/** /login: 'Welcome Back' and the sign-in button; a signed-in user is sent to / (spec 1 §2). */
export function LoginPage() {
  const { status, signIn } = useAuth();
  const returnTo = useReturnTo();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'authenticated') return <Navigate to={paths.home} replace />;
  return (
    <AuthPanel title={s.welcomeBack} lead={s.signInLead} benefitsTitle="Your account keeps">
      <Button className="w-full" onClick={() => signIn(returnTo)}>
        {s.signIn}
      </Button>
      <p className="text-center text-muted">
        {s.noAccount}{' '}
        <Link to={paths.signup} state={returnTo ? { returnTo } : undefined} className="font-medium text-primary hover:underline">
          {s.createOne}
        </Link>
      </p>
    </AuthPanel>
  );
}

/** The shared layout of /login and /signup: a card with the action and a list of benefits. */
export function AuthPanel({ title, lead, benefitsTitle, children }: { title: string; lead: string; benefitsTitle: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto grid max-w-[960px] gap-8 px-4 py-12 md:grid-cols-2 md:py-20">
      <title>{`${title} · Sous`}</title>
      <div className="flex flex-col gap-5 rounded-xl border border-line bg-card p-6 md:p-8">
        <h1 className="font-display text-3xl font-semibold">{title}</h1>
        <p className="text-muted">{lead}</p>
        {children}
      </div>
      <div className="flex flex-col justify-center gap-4">
        <h2 className="font-display text-2xl font-semibold">{benefitsTitle}</h2>
        <CheckList items={ACCOUNT_BENEFITS} />
      </div>
    </section>
  );
}
