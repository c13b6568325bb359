import { IMPORT } from '@sous/contract/recipe-import';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { notify } from '../../../components/ui/Toast';
import { startTextImport } from '../api/start-text-import';
import { startWebImport } from '../api/start-web-import';
import { QuickImportDialog, type QuickImportField } from '../components/QuickImportDialog';
import { RecentImports } from '../components/RecentImports';
import { importOptions, type ImportOption } from '../import-options';
import { importStrings as s } from '../strings';

/** The check of a recipe page's address: required, and a web address. */
export function checkWebAddress(value: string): string | null {
  const text = value.trim();
  if (!text) return s.urlRequired;
  try {
    const url = new URL(text);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) return s.urlInvalid;
  } catch {
    return s.urlInvalid;
  }
  return null;
}

/** The check of pasted recipe text: required, and not longer than the parser reads. */
export function checkRecipeText(value: string): string | null {
  if (!value.trim()) return s.textRequired;
  if (value.length > IMPORT.textMax) return s.textTooLong;
  return null;
}

const webField: QuickImportField = { kind: 'url', label: s.webUrlLabel, placeholder: s.webPlaceholder, maxLength: IMPORT.urlMax, check: checkWebAddress };
const textField: QuickImportField = { kind: 'text', label: s.textFieldLabel, placeholder: s.textPlaceholder, maxLength: IMPORT.textMax, check: checkRecipeText };

const card =
  'group flex h-full w-full items-start gap-4 rounded-xl border border-line bg-card p-4 text-left transition-colors duration-150 ease-out ' +
  'hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:p-5';

/** One option card's inside: icon, label, description (and the Coming Soon badge). */
function OptionBody({ option }: { option: ImportOption }) {
  const Icon = option.icon;
  return (
    <>
      <span
        className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${option.comingSoon ? 'bg-surface text-muted ring-1 ring-line' : 'bg-premium-bg text-primary'}`}
        aria-hidden="true"
      >
        <Icon size={24} strokeWidth={1.75} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-semibold text-ink">{option.label}</span>
          {option.comingSoon && <Badge kind="comingSoon" />}
        </span>
        <span className="text-muted">{option.description}</span>
      </span>
      {!option.comingSoon && <ChevronRight size={20} strokeWidth={1.75} className="mt-3 shrink-0 text-muted group-hover:text-primary" aria-hidden="true" />}
    </>
  );
}

/**
 * /import (spec 3 §2): 'Import a Recipe' with its option cards. A recipe card and a TikTok video
 * have screens of their own; a web page and pasted text open a dialog here; the rest are coming
 * soon and say '{label} will be available soon!' in a toast. Below, the newest imports.
 */
export function ImportOptionsPage() {
  const [dialog, setDialog] = useState<'web' | 'text' | null>(null);
  const live = importOptions.filter((option) => !option.comingSoon);
  const later = importOptions.filter((option) => option.comingSoon);

  const renderOption = (option: ImportOption) => {
    const target = option.target;
    if (option.comingSoon || !target) {
      return (
        <button
          type="button"
          className={card}
          onClick={() => {
            notify.info(s.comingSoon(option.label), { id: `coming-soon-${option.id}` });
          }}
        >
          <OptionBody option={option} />
        </button>
      );
    }
    if ('to' in target) {
      return (
        <Link to={target.to} className={card}>
          <OptionBody option={option} />
        </Link>
      );
    }
    return (
      <button type="button" className={card} aria-haspopup="dialog" onClick={() => { setDialog(target.dialog); }}>
        <OptionBody option={option} />
      </button>
    );
  };

  return (
    <section className="mx-auto flex max-w-[1200px] flex-col gap-10 px-4 py-8 sm:py-10">
      <title>{`${s.title} · Sous`}</title>
      <header className="max-w-[720px]">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{s.title}</h1>
        <p className="mt-2 text-muted">{s.lead}</p>
      </header>

      <div className="flex flex-col gap-6">
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4" aria-label={s.optionsLabel}>
          {live.map((option) => (
            <li key={option.id}>{renderOption(option)}</li>
          ))}
        </ul>
        <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4" aria-label={s.comingSoonLabel}>
          {later.map((option) => (
            <li key={option.id}>{renderOption(option)}</li>
          ))}
        </ul>
      </div>

      <div className="max-w-[720px]">
        <RecentImports onRetry={setDialog} />
      </div>

      <QuickImportDialog
        open={dialog === 'web'}
        onOpenChange={(open) => { if (!open) setDialog(null); }}
        title={s.webTitle}
        description={s.webLead}
        field={webField}
        start={startWebImport}
        startFailed={s.webFailed}
        stages={s.webStages}
        redirectMs={IMPORT.reviewRedirectMs}
        statement={s.rightsStatement}
      />
      <QuickImportDialog
        open={dialog === 'text'}
        onOpenChange={(open) => { if (!open) setDialog(null); }}
        title={s.textTitle}
        description={s.textLead}
        field={textField}
        start={startTextImport}
        startFailed={s.textFailed}
        stages={s.textStages}
        redirectMs={0}
      />
    </section>
  );
}
