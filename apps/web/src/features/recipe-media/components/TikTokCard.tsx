import type { TikTokItem } from '@sous/contract/recipe-media';
import { ExternalLink, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { recipeMediaStrings as s } from '../strings';
import { TikTokEmbed } from './TikTokEmbed';

/** One TikTok video: the player, its caption and account, who added it, and a way to TikTok; Remove for whoever added it. */
export function TikTokCard({ video, canRemove, onRemove }: { video: TikTokItem; canRemove: boolean; onRemove: (video: TikTokItem) => void }) {
  return (
    <li className="flex w-full max-w-[400px] flex-col gap-2">
      <TikTokEmbed video={video} />
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          {video.caption && <p className="line-clamp-3 break-words">{video.caption}</p>}
          <p className="truncate text-sm text-muted">
            {[video.username && `@${video.username}`, video.userScreenName && s.addedBy(video.userScreenName)].filter(Boolean).join(' · ')}
          </p>
          <a
            href={video.tiktokUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="-ml-1 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 text-sm font-medium text-primary underline-offset-4 hover:text-primary-hover hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {s.openInTikTok}
            <ExternalLink size={16} strokeWidth={1.75} aria-hidden="true" />
            <span className="sr-only">{s.opensInNewTab}</span>
          </a>
        </div>
        {canRemove && (
          <Button variant="ghost" className="w-11 shrink-0 px-0 text-muted hover:text-error" aria-label={s.removeTikTok} onClick={() => { onRemove(video); }}>
            <Trash2 size={20} strokeWidth={1.75} aria-hidden="true" />
          </Button>
        )}
      </div>
    </li>
  );
}
