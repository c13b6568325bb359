import type { ImportStatusResponse } from '@sous/contract/recipe-import';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Input } from '../../../components/ui/Input';
import { Textarea } from '../../../components/ui/Textarea';
import { paths } from '../../../config/paths';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';
import { importStatusQueryOptions } from '../api/import-status';
import { useImportWatch } from '../hooks/use-import-watch';
import { failedMessage } from '../import-errors';
import { importStrings as s } from '../strings';
import { ImportProgress } from './ImportProgress';

/** The one field a quick import asks for. */
export interface QuickImportField {
  kind: 'url' | 'text';
  label: string;
  placeholder: string;
  maxLength: number;
  /** Its text when refused, null when it may go. */
  check: (value: string) => string | null;
}

/** Props of {@link QuickImportDialog}. */
export interface QuickImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  field: QuickImportField;
  /** Starts the import; answers its id, and its status when the start already read it. */
  start: (value: string) => Promise<{ importId: string; status?: ImportStatusResponse }>;
  /** The words when starting failed without the server's own. */
  startFailed: string;
  /** The progress labels while it is read. */
  stages: readonly string[];
  /** How long 'Complete' shows before the review opens. */
  redirectMs: number;
  /** A statement shown under an address field (the rights the request attests to). */
  statement?: string;
}

/**
 * A dialog that imports from one field (a web page's address, pasted text): the field, then the
 * progress while the import is read (polled every 3 s), then the review. A failure shows its words
 * with the field kept, to fix and try again. Closing it stops watching; the import carries on and
 * appears under Recent imports.
 */
export function QuickImportDialog({ open, onOpenChange, title, description, field, start, startFailed, stages, redirectMs, statement }: QuickImportDialogProps) {
  const id = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const { state, watch, stop } = useImportWatch();

  useEffect(() => {
    if (state.phase === 'complete') {
      const importId = state.status.importId;
      const timer = setTimeout(() => { void navigate(paths.importReview(importId)); }, redirectMs);
      return () => { clearTimeout(timer); };
    }
    if (state.phase === 'failed') void client.invalidateQueries({ queryKey: queryKeys.imports(userId), exact: true });
  }, [state, navigate, redirectMs, client, userId]);

  // A failed import shows the form again with its words, to fix and try again.
  const failure = state.phase === 'failed' ? (state.reason === 'check' ? s.checkStatusFailed : failedMessage(state.status?.statusMessage)) : null;
  const shownError = error ?? failure;

  const close = (next: boolean) => {
    if (next) return;
    stop();
    setError(null);
    onOpenChange(false);
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (starting || state.phase === 'watching' || state.phase === 'complete') return;
    const text = field.kind === 'url' ? value.trim() : value;
    const problem = field.check(text);
    setError(problem);
    if (failure) stop();
    if (problem) {
      fieldRef.current?.focus();
      return;
    }
    setStarting(true);
    try {
      const { importId, status } = await start(text);
      void client.invalidateQueries({ queryKey: queryKeys.imports(userId), exact: true });
      watch({ read: () => client.query(importStatusQueryOptions(userId, importId)), onError: 'stop', first: status });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : startFailed);
      fieldRef.current?.focus();
    } finally {
      setStarting(false);
    }
  };

  const working = state.phase === 'watching' || state.phase === 'complete';
  const formId = `${id}-form`;
  const common = {
    ref: fieldRef,
    label: field.label,
    placeholder: field.placeholder,
    value,
    maxLength: field.maxLength,
    error: shownError,
    required: true,
    disabled: starting,
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      description={description}
      footer={
        working ? (
          <Button variant="secondary" onClick={() => { close(false); }}>
            {s.close}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => { close(false); }}>
              {s.cancel}
            </Button>
            <Button type="submit" form={formId} busy={starting} busyText={field.kind === 'text' ? s.reading : s.starting}>
              {field.kind === 'text' ? s.readRecipe : s.importRecipe}
            </Button>
          </>
        )
      }
    >
      {working ? (
        <ImportProgress
          labels={stages}
          startedAt={state.startedAt}
          done={state.phase === 'complete'}
          statusMessage={state.phase === 'complete' ? s.completeGoing : state.status?.statusMessage}
        />
      ) : (
        <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          {field.kind === 'text' ? (
            <Textarea
              {...common}
              rows={10}
              hint={s.textCount(value.length)}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
                if (failure) stop();
              }}
            />
          ) : (
            <Input
              {...common}
              hint={statement}
              type="url"
              inputMode="url"
              autoComplete="url"
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
                if (failure) stop();
              }}
            />
          )}
        </form>
      )}
    </Dialog>
  );
}
