import { useState, type SubmitEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { FullScreenSpinner } from '../../../components/ui/Spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { useUserData } from '../../../lib/session/user-data';
import { useSaveProfile } from '../api/save-profile';
import { useSetScreenName } from '../api/set-screen-name';
import { useSuggestScreenName } from '../api/suggest-screen-name';
import { screenNameErrorText } from '../screen-name-error';
import { accountStrings as s, screenNameProblem } from '../strings';

/** /onboarding: 'Complete Your Profile' (spec 1 §2). */
export function OnboardingPage() {
  const settings = useUserData();
  const { user } = useSession();
  if (settings.isPending) return <FullScreenSpinner />;
  const data = settings.data;
  if (data?.profile.firstName && data.screenName) return <Navigate to={paths.dashboard} replace />;
  return (
    <OnboardingForm
      initial={{
        firstName: data?.profile.firstName ?? '',
        lastName: data?.profile.lastName ?? '',
        email: data?.profile.email || user?.email || '',
        screenName: data?.screenName ?? '',
      }}
    />
  );
}

function OnboardingForm({ initial }: { initial: { firstName: string; lastName: string; email: string; screenName: string } }) {
  const navigate = useNavigate();
  const saveProfile = useSaveProfile();
  const setScreenName = useSetScreenName();
  const suggestion = useSuggestScreenName();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<{ firstName?: string; screenName?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => {
    setForm({ ...form, [field]: event.target.value });
  };

  const generate = () => {
    suggestion.mutate(undefined, {
      onSuccess: (screenName) => {
        setForm({ ...form, screenName });
        setErrors({ ...errors, screenName: undefined });
      },
      onError: () => {
        setErrors({ ...errors, screenName: s.screenNameInvalid });
      },
    });
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const firstName = form.firstName.trim();
    const next = { firstName: firstName ? undefined : s.firstNameRequired, screenName: screenNameProblem(form.screenName) ?? undefined };
    setErrors(next);
    if (next.firstName || next.screenName) return;
    setSaving(true);
    try {
      if (form.screenName.trim().toLowerCase() !== initial.screenName) {
        try {
          await setScreenName.mutateAsync(form.screenName);
        } catch (error) {
          setErrors({ screenName: screenNameErrorText(error) });
          return;
        }
      }
      // Resolves once the settings are refreshed, so the dashboard greets by the new name.
      await saveProfile.mutateAsync({ firstName, lastName: form.lastName, email: form.email });
      await navigate(paths.dashboard, { replace: true });
    } catch (error) {
      setErrors({ form: (error instanceof Error && error.message) || s.saveFailed });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="mx-auto max-w-[560px] px-4 py-12">
      <title>{`${s.completeProfile} · Sous`}</title>
      <h1 className="font-display text-3xl font-semibold">{s.completeProfile}</h1>
      <p className="mb-6 mt-2 text-muted">{s.completeLead}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5 rounded-xl border border-line bg-card p-6">
        <Input label={s.firstName} required value={form.firstName} onChange={set('firstName')} error={errors.firstName} autoComplete="given-name" />
        <Input label={s.lastName} value={form.lastName} onChange={set('lastName')} autoComplete="family-name" />
        <Input label={s.email} value={form.email} readOnly={Boolean(initial.email)} onChange={set('email')} type="email" autoComplete="email" />
        {/* The button lines up with the box, below the label (text-sm line + gap), whatever the hint's length. */}
        <div className="flex items-start gap-2">
          <Input
            wrapperClassName="flex-1"
            label={s.screenName}
            required
            value={form.screenName}
            onChange={set('screenName')}
            hint={s.screenNameHelp}
            error={errors.screenName}
            autoCapitalize="none"
            spellCheck={false}
          />
          <Button variant="secondary" onClick={generate} busy={suggestion.isPending} busyText="..." className="mt-[26px]">
            {s.generate}
          </Button>
        </div>
        {errors.form && (
          <p role="alert" className="rounded-lg bg-error-bg px-3 py-2 text-error">
            {errors.form}
          </p>
        )}
        <Button type="submit" busy={saving} busyText={s.saving}>
          {s.completeSetup}
        </Button>
      </form>
    </section>
  );
}
