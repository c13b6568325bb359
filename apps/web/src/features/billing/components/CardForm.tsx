import type { TestCard } from '@sous/contract/billing';
import { useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { cardBody, cardProblems, emptyCard, formatCardNumber, formatCvc, formatExpiry, type CardField, type CardValues } from '../card-form';
import { billingStrings as s } from '../strings';

/** Props of {@link CardForm}. */
export interface CardFormProps {
  /** The pay button's label: 'Start trial' or 'Pay $3.99'. */
  submitLabel: string;
  busy: boolean;
  /** The server's refusal, placed under its field or over the form. */
  serverError: { field: CardField | 'form'; message: string } | null;
  onPay: (card: TestCard) => void;
}

const formatters: Record<CardField, (value: string) => string> = {
  cardNumber: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
  name: (value) => value,
};

/**
 * The test checkout's card form: number in groups of four, MM / YY expiry, CVC and the name on the
 * card. It checks that each field is complete; whether the card pays is the server's answer.
 */
export function CardForm({ submitLabel, busy, serverError, onPay }: CardFormProps) {
  const [values, setValues] = useState<CardValues>(emptyCard);
  const [problems, setProblems] = useState<Partial<Record<CardField, string>>>({});
  // A server error belongs to the attempt that caused it: editing its field clears it.
  const [editedSinceServer, setEdited] = useState<Partial<Record<CardField, boolean>>>({});

  const change = (field: CardField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: formatters[field](event.target.value) }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setEdited((current) => ({ ...current, [field]: true }));
  };
  const errorOf = (field: CardField) => problems[field] ?? (serverError?.field === field && !editedSinceServer[field] ? serverError.message : undefined);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = cardProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setEdited({});
    onPay(cardBody(values));
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={s.cardDetails}>
      <p role="alert" className="rounded-lg bg-error-bg px-3 py-2 text-sm font-medium text-error empty:hidden">
        {serverError?.field === 'form' ? serverError.message : null}
      </p>
      <Input
        label={s.cardNumber}
        value={values.cardNumber}
        onChange={change('cardNumber')}
        error={errorOf('cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        className="font-mono tabular-nums"
      />
      <div className="grid grid-cols-2 gap-4">
        <Input
          label={s.expiry}
          value={values.expiry}
          onChange={change('expiry')}
          error={errorOf('expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          className="tabular-nums"
        />
        <Input
          label={s.cvc}
          value={values.cvc}
          onChange={change('cvc')}
          error={errorOf('cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          className="tabular-nums"
        />
      </div>
      <Input label={s.nameOnCard} value={values.name} onChange={change('name')} error={errorOf('name')} autoComplete="cc-name" />
      <Button type="submit" busy={busy} busyText={s.processing} className="mt-2 w-full text-lg">
        {submitLabel}
      </Button>
    </form>
  );
}
