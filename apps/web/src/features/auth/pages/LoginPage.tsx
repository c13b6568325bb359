import { Link, Navigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { FullScreenSpinner } from '../../../components/ui/Spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { AuthPanel } from '../components/AuthPanel';
import { useReturnTo } from '../hooks/useReturnTo';
import { authStrings as s } from '../strings';

/** /login: 'Welcome Back' and the sign-in button; a signed-in user is sent to / (spec 1 §2). */
export function LoginPage() {
  const { status, signIn } = useSession();
  const returnTo = useReturnTo();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'authenticated') return <Navigate to={paths.home} replace />;
  return (
    <AuthPanel title={s.welcomeBack} lead={s.signInLead} benefitsTitle="Your account keeps">
      <Button className="w-full" onClick={() => { signIn(returnTo); }}>
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
