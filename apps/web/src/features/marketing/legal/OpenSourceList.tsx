import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Input } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';

interface LicenseEntry {
  name: string;
  version: string;
  license: string;
  url: string;
}

/** The licence list is made at build time (apps/web/scripts/licenses.ts) and served beside the app. */
async function fetchLicenses(): Promise<LicenseEntry[]> {
  const response = await fetch('/licenses.json');
  if (!response.ok) throw new Error(`HTTP error ${response.status}`);
  return (await response.json()) as LicenseEntry[];
}

/** The open-source tab: every third-party package Sous ships, with its licence. */
export function OpenSourceList() {
  const [filter, setFilter] = useState('');
  const licenses = useQuery({ queryKey: ['licenses'], queryFn: fetchLicenses, staleTime: Infinity });
  const shown = (licenses.data ?? []).filter((p) => p.name.includes(filter.trim().toLowerCase()));

  return (
    <div className="space-y-6">
      <h2 className="font-display text-2xl font-semibold">Open Source</h2>
      <p>
        Sous is built on the work of open-source communities. These are the packages it ships, each under its own licence.
      </p>
      {licenses.isPending && <Spinner label="Loading the package list" />}
      {licenses.isError && <p className="text-error">The package list could not be loaded. Please try again later.</p>}
      {licenses.data && (
        <>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <p className="text-muted">{licenses.data.length} packages</p>
            <div className="w-full sm:w-72">
              <Input label="Search packages" value={filter} onChange={(event) => { setFilter(event.target.value); }} />
            </div>
          </div>
          <ul className="divide-y divide-line rounded-xl border border-line bg-card">
            {shown.map((p) => (
              <li key={`${p.name}@${p.version}`} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <a href={p.url} target="_blank" rel="noopener noreferrer" className="font-medium text-primary hover:underline">
                  {p.name}
                </a>
                <span className="text-sm text-muted">
                  {p.version} · {p.license}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
