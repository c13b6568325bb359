/** What the video screen hands the review screen (spec 3 §4: state marking it as from the video). */
export interface ImportReviewState {
  fromVideo?: boolean;
  videoId?: string;
}

/** What /saved-recipes receives after a reviewed import is saved (spec 3 §2, §4). */
export interface ImportSavedState {
  message: string;
  success: boolean;
}

/** The saved-recipes screen's state when it is one (anything else reads as null). */
export function importSavedStateOf(state: unknown): ImportSavedState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { message, success } = state as Record<string, unknown>;
  return typeof message === 'string' && message !== '' && typeof success === 'boolean' ? { message, success } : null;
}
