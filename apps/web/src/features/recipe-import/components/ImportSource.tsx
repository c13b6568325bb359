import type { ImportStatusResponse } from '@sous/contract/recipe-import';
import { ExternalLink, FileText, Globe, Images, Video } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { importStrings as s } from '../strings';

/** A link that opens in a new tab and says so. */
function OutLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex min-h-11 items-center gap-1.5 break-all font-medium text-primary hover:text-primary-hover hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      {children}
      <ExternalLink size={16} strokeWidth={1.75} aria-hidden="true" />
      <span className="sr-only"> {s.opensInNewTab}</span>
    </a>
  );
}

/** A picture that steps aside for `fallback` when it cannot load (never a broken image). */
function Picture({ src, alt, className, fallback }: { src: string | null; alt: string; className: string; fallback: ReactNode }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return fallback;
  return <img src={src} alt={alt} className={className} onError={() => { setFailed(true); }} />;
}

/** Only web addresses become links (a stored address is never run as script). */
const safeHref = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
};

/**
 * Where an import came from (spec 3 §3): the first page of a recipe card, the TikTok video's
 * title, author and cover, the web page's address with a link, or the pasted text.
 */
export function ImportSource({ status, fromVideo = false }: { status: ImportStatusResponse; fromVideo?: boolean }) {
  const recipe = status.recipeData;
  const link = safeHref(recipe?.sourceUrl ?? status.url);
  const icon = 'mt-0.5 shrink-0 text-muted';
  let body;
  if (status.type === 'tiktok' || fromVideo) {
    const title = recipe?.tiktokVideo?.title;
    body = (
      <div className="flex gap-3">
        <Picture
          src={status.previewUrl}
          alt={s.videoThumbnail}
          className="h-28 w-16 shrink-0 rounded-md bg-line object-cover"
          fallback={<Video size={20} strokeWidth={1.75} className={icon} aria-hidden="true" />}
        />
        <div className="min-w-0">
          <p className="font-medium">{s.sourceTikTok}</p>
          {title && <p className="break-words">{title}</p>}
          {status.username && <p className="text-sm text-muted">{s.videoBy(status.username)}</p>}
          {link && <OutLink href={link}>{s.openVideo}</OutLink>}
        </div>
      </div>
    );
  } else if (status.type === 'web') {
    body = (
      <div className="flex gap-3">
        <Globe size={20} strokeWidth={1.75} className={icon} aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-medium">{s.sourceWeb}</p>
          {link ? <OutLink href={link}>{link}</OutLink> : status.url && <p className="break-all text-sm text-muted">{status.url}</p>}
        </div>
      </div>
    );
  } else if (status.type === 'photo') {
    body = (
      <div className="flex gap-3">
        <Picture
          src={status.previewUrl}
          alt={s.firstPage}
          className="h-28 w-20 shrink-0 rounded-md bg-line object-cover"
          fallback={<Images size={20} strokeWidth={1.75} className={icon} aria-hidden="true" />}
        />
        <p className="font-medium">{s.sourcePhoto}</p>
      </div>
    );
  } else {
    body = (
      <div className="flex gap-3">
        <FileText size={20} strokeWidth={1.75} className={icon} aria-hidden="true" />
        <p className="font-medium">{s.sourceText}</p>
      </div>
    );
  }
  return (
    <aside aria-label={s.source} className="rounded-xl border border-line bg-card p-4">
      <p className="mb-2 text-sm font-medium text-muted">{s.source}</p>
      {body}
    </aside>
  );
}
