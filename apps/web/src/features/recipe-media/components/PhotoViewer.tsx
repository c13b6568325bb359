import type { ImageItem } from '@sous/contract/recipe-media';
import { Star, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { recipeMediaStrings as s } from '../strings';
import { MediaImage } from './MediaImage';
import { FeaturedBadge, type PhotoActions } from './PhotoCard';

/** Props of {@link PhotoViewer}. */
export interface PhotoViewerProps {
  /** The photo shown; null closes the viewer. */
  photo: ImageItem | null;
  onClose: () => void;
  actions: Omit<PhotoActions, 'onOpen'>;
}

/** An ACTIVE photo enlarged (spec 2 §4), with who took it and the same actions as its card. */
export function PhotoViewer({ photo, onClose, actions }: PhotoViewerProps) {
  const title = photo?.userScreenName ? s.photoBy(photo.userScreenName) : s.photo;
  return (
    <Dialog
      open={photo !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      footer={
        photo && (
          <>
            {actions.signedIn && photo.isOwn && (
              <Button variant="secondary" onClick={() => { actions.onDelete(photo); }}>
                <Trash2 size={20} strokeWidth={1.75} aria-hidden="true" />
                {s.deletePhoto}
              </Button>
            )}
            {actions.canChooseFeatured && !photo.isFeatured && (
              <Button variant="secondary" onClick={() => { actions.onSetFeatured(photo); }}>
                <Star size={20} strokeWidth={1.75} aria-hidden="true" />
                {s.setFeatured}
              </Button>
            )}
            <Button onClick={onClose}>{s.close}</Button>
          </>
        )
      }
    >
      {photo && (
        <div className="relative overflow-hidden rounded-lg bg-surface">
          <MediaImage urls={photo.urls} size="large" alt={title} sizes="(min-width: 768px) 464px, 100vw" className="mx-auto max-h-[60dvh] w-full object-contain" />
          {photo.isFeatured && <FeaturedBadge className="absolute left-2 top-2" />}
        </div>
      )}
    </Dialog>
  );
}
