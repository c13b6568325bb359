import type { ImageItem, MediaListResponse, MediaScope, TikTokItem } from '@sous/contract/recipe-media';
import { CheckCircle2, Clock, ImagePlus, LogIn, Video, X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useConfirm } from '../../../components/ui/ConfirmDialog';
import { Skeleton } from '../../../components/ui/Skeleton';
import { notify } from '../../../components/ui/Toast';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { useDeleteImage } from '../api/delete-image';
import { recipeMediaKey, useRecipeMedia } from '../api/recipe-media';
import { useRemoveTikTok } from '../api/remove-tiktok';
import { useSetFeaturedImage } from '../api/set-featured-image';
import { useUploadWatch, type UploadNotice } from '../hooks/use-upload-watch';
import { failureMessage } from '../media-errors';
import { pendingUpload, splitMedia, withItem } from '../media-list';
import { recipeMediaStrings as s } from '../strings';
import { AddTikTokDialog } from './AddTikTokDialog';
import { PhotoCard, type PhotoActions } from './PhotoCard';
import { PhotoViewer } from './PhotoViewer';
import { TikTokCard } from './TikTokCard';
import { UploadPhotoDialog } from './UploadPhotoDialog';

/** Props of {@link RecipeMediaSection}. */
export interface RecipeMediaSectionProps {
  /** The public recipe's publicRecipeId, or the owner's private recipe's id. */
  recipeId: string;
  /** Public recipe ('Community Media') or the owner's private one ('Media'). */
  scope: MediaScope;
  /** Whether the viewer owns the recipe: they choose its featured photo. */
  isOwner: boolean;
}

/** The banner about this visit's uploads: processed (5 s), still processing, or refused and why. */
function NoticeBanner({ notice, onDismiss }: { notice: UploadNotice; onDismiss: () => void }) {
  const look = {
    processed: { className: 'bg-herb/10 text-herb-strong', icon: <CheckCircle2 size={20} strokeWidth={1.75} aria-hidden="true" />, text: s.processedBanner },
    stillProcessing: { className: 'bg-info-bg text-info', icon: <Clock size={20} strokeWidth={1.75} aria-hidden="true" />, text: s.stillProcessing },
    rejected: {
      className: 'bg-error-bg text-error',
      icon: <X size={20} strokeWidth={1.75} aria-hidden="true" />,
      text: s.rejected(notice.kind === 'rejected' ? notice.reason : null),
    },
  }[notice.kind];
  return (
    <div className={`mt-4 flex items-start gap-3 rounded-xl px-4 py-3 ${look.className}`}>
      <span className="mt-0.5 shrink-0">{look.icon}</span>
      <p className="flex-1 font-medium">{look.text}</p>
      {notice.kind !== 'processed' && (
        <button
          type="button"
          className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-ink/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          aria-label={s.dismiss}
          onClick={onDismiss}
        >
          <X size={20} strokeWidth={1.75} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/** A subsection's heading with its add button beside it. */
function GroupHeading({ id, title, action }: { id: string; title: string; action?: ReactNode }) {
  return (
    <div className="mb-3 flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <h3 id={id} className="font-display text-xl font-semibold">
        {title}
      </h3>
      {action}
    </div>
  );
}

/**
 * A recipe's photos and TikTok videos (spec 2 §2 Recipe media section, §4, §6): titled Community
 * Media on a public recipe and Media on the owner's private one. Visitors see the media and
 * 'Sign in to add photos'; signed-in cooks add photos and videos (a screen name first on a public
 * recipe) and delete their own; the owner picks the featured photo.
 */
export function RecipeMediaSection({ recipeId, scope, isOwner }: RecipeMediaSectionProps) {
  const headingId = useId();
  const session = useSession();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const query = useRecipeMedia(recipeId);
  const uploads = useUploadWatch(recipeId, scope);
  const deleteImage = useDeleteImage(recipeId, scope);
  const removeTikTok = useRemoveTikTok(recipeId);
  const setFeatured = useSetFeaturedImage(recipeId, scope);
  const [adding, setAdding] = useState<'photo' | 'tiktok' | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  const signedIn = session.status === 'authenticated';
  const userId = session.user?.id ?? null;
  const title = scope === 'public' ? s.communityMedia : s.media;
  const { photos, videos } = query.data ? splitMedia(query.data) : { photos: [], videos: [] };
  const viewed = photos.find((photo) => photo.imageId === viewing && photo.status === 'ACTIVE') ?? null;

  const askToSignIn = async () => {
    if (await confirm({ title: s.signInRequiredTitle, message: s.signInRequired, confirmText: s.signIn, cancelText: s.notNow })) session.signIn(pathname);
  };
  const askForScreenName = async () => {
    if (await confirm({ title: s.screenNameTitle, message: s.screenNameRequired, confirmText: s.setScreenName, cancelText: s.notNow })) void navigate(paths.profile);
  };
  /** Opens an add dialog; on a public recipe a cook without a screen name is sent to set one. */
  const startAdding = (what: 'photo' | 'tiktok') => {
    if (scope === 'public' && !session.user?.screenName) void askForScreenName();
    else setAdding(what);
  };

  const onUploaded = (imageId: string, contentType: string) => {
    client.setQueryData<MediaListResponse>(recipeMediaKey(userId, recipeId), (list) =>
      withItem(list ?? { images: [], featuredImageId: null }, pendingUpload(imageId, contentType, scope, session.user?.screenName ?? null)),
    );
    uploads.watch(imageId);
  };

  const photoActions: PhotoActions = {
    signedIn,
    canChooseFeatured: isOwner && signedIn,
    onOpen: (photo) => { setViewing(photo.imageId); },
    onSetFeatured: (photo) => {
      setViewing(null);
      setFeatured.mutate(photo, {
        onSuccess: () => notify.success(scope === 'public' ? s.featuredUpdated : s.setFeaturedSuccess),
        onError: (error) => notify.error(scope === 'public' ? s.featuredUpdateFailed : failureMessage(error, s.setFeaturedFailed)),
      });
    },
    onDelete: (photo) => {
      void (async () => {
        setViewing(null);
        const sure = await confirm({ title: s.deleteTitle, message: s.deleteImageConfirm, confirmText: s.delete, cancelText: s.cancel, destructive: true });
        if (!sure) return;
        deleteImage.mutate(photo.imageId, {
          onSuccess: () => notify.success(s.imageDeleted),
          onError: (error) => notify.error(failureMessage(error, s.deleteImageFailed)),
        });
      })();
    },
  };

  const onRemoveTikTok = (video: TikTokItem) => {
    void (async () => {
      const sure = await confirm({ title: s.removeTikTokTitle, message: s.removeTikTokConfirm, confirmText: s.remove, cancelText: s.cancel, destructive: true });
      if (!sure) return;
      removeTikTok.mutate(video.videoId, {
        onSuccess: () => notify.success(s.tiktokRemoved),
        onError: (error) => notify.error(failureMessage(error, s.removeTikTokFailed)),
      });
    })();
  };

  const photosId = `${headingId}-photos`;
  const videosId = `${headingId}-videos`;
  const body = (list: (photos: ImageItem[], videos: TikTokItem[]) => ReactNode) => {
    if (query.isPending) {
      return (
        <div role="status" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <span className="sr-only">{s.loading}</span>
          <Skeleton className="aspect-square" />
          <Skeleton className="aspect-square" />
        </div>
      );
    }
    if (query.isError && !query.data) {
      return (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-line bg-card p-4">
          <p role="alert" className="text-error">
            {s.loadFailed}
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {s.tryAgain}
          </Button>
        </div>
      );
    }
    return list(photos, videos);
  };

  return (
    <section className="mt-12 border-t border-line pt-8 print:hidden" aria-labelledby={headingId} data-testid="recipe-media">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <h2 id={headingId} className="font-display text-2xl font-semibold">
          {title}
        </h2>
        {session.status === 'anonymous' && (
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => void askToSignIn()}>
            <LogIn size={20} strokeWidth={1.75} aria-hidden="true" />
            {s.signInToAdd}
          </Button>
        )}
      </div>
      <div aria-live="polite">{uploads.notice && <NoticeBanner notice={uploads.notice} onDismiss={uploads.dismiss} />}</div>

      {body((shownPhotos, shownVideos) => (
        <>
          <div className="mt-6">
            <GroupHeading
              id={photosId}
              title={s.recipePhotos}
              action={
                signedIn && (
                  <Button variant="secondary" aria-haspopup="dialog" onClick={() => { startAdding('photo'); }}>
                    <ImagePlus size={20} strokeWidth={1.75} aria-hidden="true" />
                    {s.addPhoto}
                  </Button>
                )
              }
            />
            {shownPhotos.length === 0 ? (
              <p className="rounded-xl border border-dashed border-muted/30 bg-card/60 px-4 py-6 text-center text-muted">{s.noPhotos}</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-labelledby={photosId}>
                {shownPhotos.map((photo) => (
                  <PhotoCard key={photo.imageId} photo={photo} actions={photoActions} />
                ))}
              </ul>
            )}
          </div>

          <div className="mt-8">
            <GroupHeading
              id={videosId}
              title={s.tiktokVideos}
              action={
                signedIn && (
                  <Button variant="secondary" aria-haspopup="dialog" onClick={() => { startAdding('tiktok'); }}>
                    <Video size={20} strokeWidth={1.75} aria-hidden="true" />
                    {s.addTikTok}
                  </Button>
                )
              }
            />
            {shownVideos.length === 0 ? (
              <p className="rounded-xl border border-dashed border-muted/30 bg-card/60 px-4 py-6 text-center text-muted">{s.noVideos}</p>
            ) : (
              <ul className="grid grid-cols-1 justify-items-center gap-6 sm:grid-cols-2 sm:justify-items-stretch" aria-labelledby={videosId}>
                {shownVideos.map((video) => (
                  <TikTokCard key={video.videoId} video={video} canRemove={signedIn && video.isOwn} onRemove={onRemoveTikTok} />
                ))}
              </ul>
            )}
          </div>
        </>
      ))}

      <PhotoViewer photo={viewed} onClose={() => { setViewing(null); }} actions={photoActions} />
      {signedIn && (
        <>
          <UploadPhotoDialog
            open={adding === 'photo'}
            onOpenChange={(open) => { setAdding(open ? 'photo' : null); }}
            recipeId={recipeId}
            scope={scope}
            onUploaded={onUploaded}
            onScreenNameRequired={() => void askForScreenName()}
          />
          <AddTikTokDialog
            open={adding === 'tiktok'}
            onOpenChange={(open) => { setAdding(open ? 'tiktok' : null); }}
            recipeId={recipeId}
            onAdded={uploads.followVideo}
            onScreenNameRequired={() => void askForScreenName()}
          />
        </>
      )}
    </section>
  );
}
