import { useState, type ReactNode, type SubmitEvent } from 'react';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { FullScreenSpinner } from '../../../components/ui/Spinner';
import { notify } from '../../../components/ui/Toast';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { useUserData } from '../../../lib/session/user-data';
import { useSaveProfile } from '../api/save-profile';
import { useSetScreenName } from '../api/set-screen-name';
import { AccountDataSection } from '../components/AccountDataSection';
import { screenNameErrorText } from '../screen-name-error';
import { accountStrings as s, screenNameProblem } from '../strings';

/** Props of {@link ProfilePage}. */
export interface ProfilePageProps {
  /** How many recipes the person saved (undefined while it loads); the route asks the recipes feature. */
  savedRecipeCount: number | undefined;
  /** The subscription status line of the account info; the route asks the billing feature. */
  subscriptionStatus: ReactNode;
  /** Subscription management, placed after the account info; the route asks the billing feature. */
  subscription: ReactNode;
  /** Export Data and Delete All Data for the Account Data part; the route asks the user-data feature. */
  accountData: ReactNode;
}

/** /profile: account info, editable names and screen name, subscription management and account data (spec 1 §2). */
export function ProfilePage(props: ProfilePageProps) {
  const { status } = useSession();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status !== 'authenticated') {
    return (
      <section className="mx-auto flex max-w-[560px] flex-col items-center gap-4 px-4 py-20 text-center">
        <p className="text-lg">{s.signInToView}</p>
        <ButtonLink to={paths.login}>{s.signIn}</ButtonLink>
      </section>
    );
  }
  return <SignedInProfile {...props} />;
}

function SignedInProfile({ savedRecipeCount, subscriptionStatus, subscription, accountData }: ProfilePageProps) {
  const settings = useUserData();
  if (settings.isPending) return <FullScreenSpinner />;
  if (settings.isError) return <p className="px-4 py-20 text-center text-error">{s.loadFailed}</p>;
  const data = settings.data;
  const name = [data.profile.firstName, data.profile.lastName].filter(Boolean).join(' ');

  return (
    <section className="mx-auto max-w-[720px] space-y-8 px-4 py-10">
      <title>{`${s.profileTitle} · Sous`}</title>
      <h1 className="font-display text-3xl font-semibold">{s.profileTitle}</h1>
      <dl className="grid gap-4 rounded-xl border border-line bg-card p-6 sm:grid-cols-2">
        <Info term={s.screenName} value={data.screenName ? `@${data.screenName}` : '—'} />
        <Info term="Name" value={name || '—'} />
        <Info term={s.email} value={data.profile.email || '—'} />
        <div>
          <dt className="text-sm text-muted">{s.subscription}</dt>
          <dd className="mt-1 font-medium">{subscriptionStatus}</dd>
        </div>
        <Info term={s.savedRecipes} value={savedRecipeCount === undefined ? '…' : String(savedRecipeCount)} />
      </dl>
      <NamesForm key={data.updatedAt ?? ''} firstName={data.profile.firstName} lastName={data.profile.lastName} email={data.profile.email} />
      <ScreenNameForm key={data.screenName ?? ''} current={data.screenName ?? ''} />
      {subscription}
      <AccountDataSection actions={accountData} />
    </section>
  );
}

function Info({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="mt-1 break-words font-medium">{value}</dd>
    </div>
  );
}

function NamesForm(props: { firstName: string; lastName: string; email: string }) {
  const [firstName, setFirstName] = useState(props.firstName);
  const [lastName, setLastName] = useState(props.lastName);
  const [error, setError] = useState<string>();
  const save = useSaveProfile();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!firstName.trim()) { setError(s.firstNameRequired); return; }
    setError(undefined);
    save.mutate(
      { firstName, lastName, email: props.email },
      { onSuccess: () => notify.success(s.saved), onError: (e) => notify.error(e.message || s.profileSaveFailed) },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-xl border border-line bg-card p-6 sm:grid-cols-2">
      <Input label={s.firstName} required value={firstName} onChange={(e) => { setFirstName(e.target.value); }} error={error} autoComplete="given-name" />
      <Input label={s.lastName} value={lastName} onChange={(e) => { setLastName(e.target.value); }} autoComplete="family-name" />
      <Button type="submit" busy={save.isPending} busyText={s.saving} className="sm:col-span-2 sm:justify-self-start">
        {s.saveChanges}
      </Button>
    </form>
  );
}

function ScreenNameForm({ current }: { current: string }) {
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string>();
  const save = useSetScreenName();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const problem = screenNameProblem(value);
    if (problem) { setError(problem); return; }
    setError(undefined);
    save.mutate(value, { onSuccess: () => notify.success(s.screenNameSaved), onError: (e) => { setError(screenNameErrorText(e)); } });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-xl border border-line bg-card p-6">
      <Input label={s.screenName} value={value} onChange={(e) => { setValue(e.target.value); }} hint={s.screenNameHelp} error={error} autoCapitalize="none" spellCheck={false} />
      <Button type="submit" variant="secondary" busy={save.isPending} busyText={s.saving} className="self-start">
        {s.changeScreenName}
      </Button>
    </form>
  );
}
