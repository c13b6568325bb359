import { Download, Info, Trash2, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { userDataStrings as s } from '../strings';

/** Props of {@link DataActions}. */
export interface DataActionsProps {
  /** Why both actions are greyed out (shown under them, and read with each button); null when they work. */
  unavailableReason: string | null;
  /** Another data action is under way: both wait for it. */
  held: boolean;
  exporting: boolean;
  deletingAll: boolean;
  onExport: () => void;
  onDeleteAll: () => void;
  /** The cards' heading level: h2 on the Your Data screen, h3 inside the profile's Account Data part. */
  headingLevel?: 'h2' | 'h3';
}

/** Export Data and Delete All Data side by side (stacked on phones), with the reason when they are greyed out. */
export function DataActions({ unavailableReason, held, exporting, deletingAll, onExport, onDeleteAll, headingLevel = 'h2' }: DataActionsProps) {
  const reasonId = useId();
  const describedBy = unavailableReason ? reasonId : undefined;
  const disabled = unavailableReason !== null || held;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ActionCard icon={Download} tone="primary" title={s.exportTitle} help={s.exportHelp} headingLevel={headingLevel}>
        <Button onClick={onExport} disabled={disabled} busy={exporting} busyText={s.exporting} aria-describedby={describedBy}>
          {s.exportData}
        </Button>
      </ActionCard>
      <ActionCard icon={Trash2} tone="error" title={s.deleteAllTitle} help={s.deleteAllHelp} headingLevel={headingLevel}>
        <Button variant="destructive" onClick={onDeleteAll} disabled={disabled} busy={deletingAll} busyText={s.deletingAll} aria-describedby={describedBy}>
          {s.deleteAllData}
        </Button>
      </ActionCard>
      {unavailableReason && (
        <p id={reasonId} className="flex items-start gap-2 rounded-lg bg-info-bg px-4 py-3 text-info sm:col-span-2">
          <Info size={20} strokeWidth={1.75} aria-hidden="true" className="mt-0.5 shrink-0" />
          {unavailableReason}
        </p>
      )}
    </div>
  );
}

const tones = { primary: 'bg-primary/10 text-primary', error: 'bg-error-bg text-error' } as const;

function ActionCard(props: { icon: LucideIcon; tone: keyof typeof tones; title: string; help: string; headingLevel: 'h2' | 'h3'; children: ReactNode }) {
  const Icon = props.icon;
  const Heading = props.headingLevel;
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-line bg-card p-5">
      <div className="flex items-center gap-3">
        <span className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full ${tones[props.tone]}`}>
          <Icon size={20} strokeWidth={1.75} aria-hidden="true" />
        </span>
        <Heading className="text-lg font-semibold">{props.title}</Heading>
      </div>
      <p className="text-muted">{props.help}</p>
      <div className="mt-auto pt-1">{props.children}</div>
    </section>
  );
}
