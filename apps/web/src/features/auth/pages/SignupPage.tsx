import { Link, Navigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { FullScreenSpinner } from '../../../components/ui/Spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { AuthPanel } from '../components/AuthPanel';
import { useReturnTo } from '../hooks/useReturnTo';
import { authStrings as s } from '../strings';

/** /signup: 'Create Your Account' and 'Why Join'; the sign-up form opens at the issuer (spec 1 §2). */
export function SignupPage() {
  const { status, signUp } = useSession();
  const returnTo = useReturnTo();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'authenticated') return <Navigate to={paths.home} replace />;
  return (
    <AuthPanel title={s.createAccount} lead={s.signUpLead} benefitsTitle={s.whyJoin}>
      <Button className="w-full" onClick={() => { signUp(returnTo); }}>
        {s.signUp}
      </Button>
      <p className="text-center text-muted">
        {s.haveAccount}{' '}
        <Link to={paths.login} state={returnTo ? { returnTo } : undefined} className="font-medium text-primary hover:underline">
          {s.signIn}
        </Link>
      </p>
    </AuthPanel>
  );
}
