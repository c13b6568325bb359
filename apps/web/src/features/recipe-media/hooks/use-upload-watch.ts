import { MEDIA, type MediaListResponse, type MediaScope, type TikTokItem } from '@sous/contract/recipe-media';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../components/ui/Toast';
import { useSession } from '../../../lib/session/session';
import { fetchImageDetails } from '../api/image-details';
import { recipeMediaQueryOptions } from '../api/recipe-media';
import { isImage, isTikTok } from '../media-list';
import { pollMedia } from '../poll-media';
import { refreshRecipeImages } from '../refresh-recipe';
import { recipeMediaStrings as s } from '../strings';

/** Reads after a TikTok attach while its caption and thumbnail are awaited (4 s, 5 s, 6 s). */
const VIDEO_DETAILS_ATTEMPTS = 3;

/** What the section says about this visit's uploads. */
export type UploadNotice =
  | { kind: 'processed' }
  | { kind: 'stillProcessing' }
  | { kind: 'rejected'; reason: string | null };

/**
 * Follows this visit's uploads until the server has processed them (spec 2 §4): polls the list on
 * the spec's schedule, shows the processed banner for 5 s when one becomes ACTIVE (with 'Image set
 * as featured automatically!' when the server made it the featured photo), and says why when one
 * was refused. A new upload starts the schedule again; leaving the page stops it.
 */
export function useUploadWatch(recipeId: string, scope: MediaScope) {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const [notice, setNotice] = useState<UploadNotice | null>(null);
  const watched = useRef(new Set<string>());
  const round = useRef<AbortController | null>(null);
  const bannerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const videoRound = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      round.current?.abort();
      clearTimeout(bannerTimer.current);
      videoRound.current?.abort();
    },
    [],
  );

  const showProcessed = useCallback(() => {
    setNotice({ kind: 'processed' });
    clearTimeout(bannerTimer.current);
    bannerTimer.current = setTimeout(() => {
      setNotice((current) => (current?.kind === 'processed' ? null : current));
    }, MEDIA.processedBannerMs);
  }, []);

  const onAnswer = useCallback(
    (list: MediaListResponse, signal: AbortSignal) => {
      for (const imageId of [...watched.current]) {
        const item = list.images.filter(isImage).find((image) => image.imageId === imageId);
        if (item?.status === 'PENDING') continue;
        watched.current.delete(imageId);
        if (item?.status === 'ACTIVE') {
          showProcessed();
          if (item.isFeatured || list.featuredImageId === imageId) {
            notify.success(s.featuredAutomatically);
            refreshRecipeImages(client, userId, recipeId, scope);
          }
          continue;
        }
        // Gone from the list: refused (its uploader may read why) or deleted meanwhile.
        fetchImageDetails(recipeId, imageId, signal).then(
          (details) => {
            if (details.status === 'REJECTED' && !signal.aborted) setNotice({ kind: 'rejected', reason: details.rejectionReason });
          },
          () => undefined,
        );
      }
    },
    [client, userId, recipeId, scope, showProcessed],
  );

  /** Follows the upload `imageId` from now on. */
  const watch = useCallback(
    (imageId: string) => {
      watched.current.add(imageId);
      round.current?.abort();
      const controller = new AbortController();
      round.current = controller;
      setNotice((current) => (current?.kind === 'stillProcessing' ? null : current));
      const read = () => client.query({ ...recipeMediaQueryOptions(userId, recipeId), staleTime: 0 });
      void pollMedia(read, (list) => { onAnswer(list, controller.signal); }, controller.signal).then((outcome) => {
        if (outcome === 'exhausted' && watched.current.size > 0) setNotice({ kind: 'stillProcessing' });
      });
    },
    [client, userId, recipeId, onAnswer],
  );

  /**
   * Reads the list again a few times on the same schedule after a TikTok video is attached, until
   * its caption or thumbnail has come from TikTok (a job fetches them after the attach).
   */
  const followVideo = useCallback(
    (video: TikTokItem) => {
      videoRound.current?.abort();
      const controller = new AbortController();
      videoRound.current = controller;
      const read = () => client.query({ ...recipeMediaQueryOptions(userId, recipeId), staleTime: 0 });
      const done = (list: MediaListResponse) => {
        const now = list.images.filter(isTikTok).find((item) => item.videoId === video.videoId);
        return !now || now.caption !== null || now.thumbnailUrl !== null;
      };
      void pollMedia(read, () => undefined, controller.signal, { done, maxAttempts: VIDEO_DETAILS_ATTEMPTS });
    },
    [client, userId, recipeId],
  );

  const dismiss = useCallback(() => { setNotice(null); }, []);
  return { notice, watch, dismiss, followVideo };
}
