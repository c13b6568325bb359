import { MEDIA, type TikTokItem } from '@sous/contract/recipe-media';
import { ExternalLink, Music2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { useInView } from '../hooks/use-in-view';
import { recipeMediaStrings as s } from '../strings';
import { tiktokPlayerUrl } from '../tiktok-link';

/** The player loads when this share of it is on screen (spec 2 §9). */
export const TIKTOK_VISIBLE_SHARE = 0.1;
/** A player that has not loaded after this long is taken as failed. */
export const TIKTOK_LOAD_TIMEOUT_MS = 15_000;

/** The event name in a message from TikTok's player ('onPlayerReady', 'onError'...), if it is one. */
function playerEvent(data: unknown): string | null {
  let message = data;
  if (typeof message === 'string') {
    try {
      message = JSON.parse(message) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null) return null;
  const type = (message as Record<string, unknown>).type;
  return typeof type === 'string' ? type : null;
}

/** Props of {@link TikTokEmbed}. */
export interface TikTokEmbedProps {
  video: TikTokItem;
  loadTimeoutMs?: number;
}

/**
 * One TikTok video (spec 2 §9): a 177.8% box at most 400 px wide showing the stored thumbnail
 * until TikTok's embed player, an iframe from www.tiktok.com (the only frame the CSP allows; no
 * TikTok script runs in our page), loads once a tenth of it is on screen. When the player fails
 * (an error message from it, or no load in time): 'Unable to load TikTok video' and Open in TikTok.
 */
export function TikTokEmbed({ video, loadTimeoutMs = TIKTOK_LOAD_TIMEOUT_MS }: TikTokEmbedProps) {
  const [ref, inView] = useInView(TIKTOK_VISIBLE_SHARE);
  const playerUrl = tiktokPlayerUrl(video.videoId);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(playerUrl === null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [posterFailed, setPosterFailed] = useState(false);
  const loading = inView && !loaded && !failed;

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => { setFailed(true); }, loadTimeoutMs);
    return () => { clearTimeout(timer); };
  }, [loading, loadTimeoutMs]);

  useEffect(() => {
    if (!inView || failed) return;
    const listen = (event: MessageEvent) => {
      if (event.origin !== MEDIA.tiktokSite || !frame.current || event.source !== frame.current.contentWindow) return;
      const type = playerEvent(event.data);
      if (type === 'onPlayerReady') setLoaded(true);
      else if (type === 'onError') setFailed(true);
    };
    window.addEventListener('message', listen);
    return () => { window.removeEventListener('message', listen); };
  }, [inView, failed]);

  const label = s.tiktokPlayer(video.username);
  return (
    <div
      ref={ref}
      className="relative w-full overflow-hidden rounded-xl bg-ink"
      style={{ maxWidth: MEDIA.tiktokPlayerMaxWidthPx }}
      data-testid="tiktok-player"
      data-state={failed ? 'failed' : loaded ? 'loaded' : inView ? 'loading' : 'waiting'}
    >
      <div style={{ paddingBottom: `${String(MEDIA.tiktokPlayerRatioPercent)}%` }} aria-hidden="true" />
      {video.thumbnailUrl && !posterFailed ? (
        <img
          src={video.thumbnailUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
          onError={() => { setPosterFailed(true); }}
        />
      ) : (
        <div className="absolute inset-0 flex items-center justify-center bg-[#2A2522] text-white/70" aria-hidden="true">
          <Music2 size={48} strokeWidth={1.5} />
        </div>
      )}
      {loading && (
        <div className="absolute inset-0 flex items-center justify-center text-white" aria-hidden="true">
          <Spinner size={32} />
        </div>
      )}
      {inView && !failed && playerUrl && (
        <iframe
          ref={frame}
          src={playerUrl}
          title={label}
          loading="lazy"
          allow="encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
          onLoad={() => { setLoaded(true); }}
        />
      )}
      {failed && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-ink/85 p-4 text-center text-white">
          <p className="text-lg font-medium">{s.unableToLoadTikTok}</p>
          <a
            href={video.tiktokUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 py-2 font-medium text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {s.openInTikTok}
            <ExternalLink size={20} strokeWidth={1.75} aria-hidden="true" />
            <span className="sr-only">{s.opensInNewTab}</span>
          </a>
        </div>
      )}
    </div>
  );
}
