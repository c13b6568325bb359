import type { ImageItem } from '@sous/contract/recipe-media';
import { Star, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { recipeMediaStrings as s } from '../strings';
import { MediaImage } from './MediaImage';

/** What a viewer may do with one photo (spec 2 §6). */
export interface PhotoActions {
  /** Signed in: the viewer's own photos (isOwn) may be deleted. */
  signedIn: boolean;
  /** The recipe's owner chooses the featured photo among the ACTIVE ones. */
  canChooseFeatured: boolean;
  onOpen: (photo: ImageItem) => void;
  onSetFeatured: (photo: ImageItem) => void;
  onDelete: (photo: ImageItem) => void;
}

/** The Featured mark on a photo. */
export function FeaturedBadge({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full bg-card px-2.5 py-0.5 text-sm font-medium text-herb-strong shadow-soft ring-1 ring-line ${className}`}>
      <Star size={14} strokeWidth={1.75} className="fill-current" aria-hidden="true" />
      {s.featured}
    </span>
  );
}

/** The delete control of the viewer's own photo. */
function DeleteButton({ photo, onDelete }: { photo: ImageItem; onDelete: (photo: ImageItem) => void }) {
  return (
    <Button variant="ghost" className="w-11 shrink-0 px-0 text-muted hover:text-error" aria-label={s.deletePhoto} onClick={() => { onDelete(photo); }}>
      <Trash2 size={20} strokeWidth={1.75} aria-hidden="true" />
    </Button>
  );
}

/**
 * One photo in the grid (spec 2 §4): a PENDING one is a processing card; an ACTIVE one opens
 * large, says who took it, and offers its owner's and its uploader's actions.
 */
export function PhotoCard({ photo, actions }: { photo: ImageItem; actions: PhotoActions }) {
  if (photo.status === 'PENDING') {
    return (
      <li className="flex flex-col overflow-hidden rounded-xl border border-dashed border-muted/40 bg-card" aria-busy="true">
        <div className="flex aspect-square flex-col items-center justify-center gap-2 bg-surface p-3 text-center">
          <Spinner size={24} className="text-primary" />
          <p className="font-medium">{s.processing}</p>
          <p className="text-sm text-muted">{s.processingText}</p>
        </div>
        {actions.signedIn && photo.isOwn && (
          <div className="flex items-center justify-end p-1">
            <DeleteButton photo={photo} onDelete={actions.onDelete} />
          </div>
        )}
      </li>
    );
  }
  const canFeature = actions.canChooseFeatured && !photo.isFeatured;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-line bg-card">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={s.viewPhoto(photo.userScreenName, photo.isFeatured)}
        className="relative block aspect-square w-full overflow-hidden bg-surface focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
        onClick={() => { actions.onOpen(photo); }}
      >
        <MediaImage
          urls={photo.urls}
          size="thumbnail"
          alt=""
          sizes="(min-width: 640px) 230px, 50vw"
          className="size-full object-cover transition-transform duration-200 ease-out hover:scale-[1.03]"
        />
        {photo.isFeatured && <FeaturedBadge className="absolute left-2 top-2" />}
      </button>
      <div className="flex min-h-11 items-center gap-1 pl-3 pr-1">
        <p className="min-w-0 flex-1 truncate py-2 text-sm text-muted">{photo.userScreenName ? s.photoBy(photo.userScreenName) : s.photo}</p>
        {actions.signedIn && photo.isOwn && <DeleteButton photo={photo} onDelete={actions.onDelete} />}
      </div>
      {canFeature && (
        <div className="border-t border-line px-1 py-1">
          <Button variant="ghost" className="w-full px-2 text-sm" onClick={() => { actions.onSetFeatured(photo); }}>
            <Star size={16} strokeWidth={1.75} aria-hidden="true" />
            {s.setFeatured}
          </Button>
        </div>
      )}
    </li>
  );
}
