import { MEDIA, MEDIA_MESSAGES } from '@sous/contract/recipe-media';

/** The recipe media texts (spec 2 §2, §4, §5, §8); the spec's own wherever it gives one. */
export const recipeMediaStrings = {
  // The section (spec 2 §2: Community Media on a public recipe, Media on a private one).
  communityMedia: 'Community Media',
  media: 'Media',
  recipePhotos: 'Recipe Photos',
  tiktokVideos: 'TikTok Videos',
  loading: 'Loading media...',
  loadFailed: 'Failed to fetch recipe images',
  tryAgain: 'Try again',
  noPhotos: 'No photos yet.',
  noVideos: 'No TikTok videos yet.',
  addPhoto: 'Add Photo',
  addTikTok: 'Add TikTok Video',

  // Visitors (spec 2 §6) and the Sign in Required modal.
  signInToAdd: 'Sign in to add photos',
  signInRequiredTitle: 'Sign in Required',
  signInRequired: 'You need to sign in to add photos and videos. Would you like to sign in now?',
  signIn: 'Sign In',
  notNow: 'Not Now',

  // A screen name first (spec 2 §6, §8), with the spec's way to /profile.
  screenNameTitle: 'Screen name needed',
  screenNameRequired: MEDIA_MESSAGES.screenNameRequired,
  setScreenName: 'Set Screen Name',

  // Photos.
  featured: 'Featured',
  photoBy: (name: string) => `Photo by ${name}`,
  photo: 'Recipe photo',
  /** The thumbnail's button: 'View photo by saucy_basil', '... (featured)' for the featured one. */
  viewPhoto: (name: string | null, featured: boolean) => `${name ? `View photo by ${name}` : 'View photo'}${featured ? ' (featured)' : ''}`,
  processing: 'Processing...',
  processingText: 'Your photo will appear here once it is ready.',
  stillProcessing: 'Your photo is still being processed. It will appear here when it is ready.',
  processedBanner: 'Your photo has been processed and is now on the recipe.',
  rejected: (reason: string | null) => `Your photo could not be added. ${reason ?? 'Please try another photo.'}`,
  dismiss: 'Dismiss',
  unableToLoadImage: 'Unable to load image',
  noImageUrl: 'No image URL available',
  close: 'Close',

  // The featured photo (spec 2 §4, §6, §8).
  setFeatured: 'Set as featured',
  setFeaturedSuccess: 'Image set as featured successfully',
  setFeaturedFailed: 'Failed to set featured image',
  /** The public recipe's owner flow (spec 2 §8 Public pages). */
  featuredUpdated: 'Featured image updated successfully',
  featuredUpdateFailed: 'Failed to update featured image',
  featuredAutomatically: 'Image set as featured automatically!',

  // Deleting.
  deletePhoto: 'Delete photo',
  deleteTitle: 'Delete photo?',
  deleteImageConfirm: 'Are you sure you want to delete this image?',
  delete: 'Delete',
  cancel: 'Cancel',
  imageDeleted: 'Image deleted successfully',
  deleteImageFailed: 'Failed to delete image',

  // Upload Recipe Photo modal (spec 2 §5, §8).
  uploadTitle: 'Upload Recipe Photo',
  uploadDescription: 'Show how this dish turned out. Large photos are scaled down before they are sent.',
  choosePhoto: 'Choose a photo',
  chooseAnother: 'Choose another photo',
  photoHint: 'JPEG, PNG or WebP, smaller than 10MB.',
  preview: 'Selected photo',
  upload: 'Upload',
  preparing: 'Preparing...',
  uploading: 'Uploading...',
  uploadProgress: 'Upload progress',
  progress: (percent: number) => `Uploading... ${String(percent)}%`,
  invalidType: MEDIA_MESSAGES.unsupportedType,
  tooLarge: MEDIA_MESSAGES.tooLarge,
  tooManyUploads: MEDIA_MESSAGES.tooManyUploads,
  presignFailed: 'Failed to get upload URL',
  uploadFailedStatus: (status: number) => `Upload failed with status ${String(status)}`,
  networkError: 'Network error occurred during upload.',
  somethingWrong: 'Something went wrong. Please try again.',
  uploadSuccess: 'Image uploaded successfully! It will be visible after processing.',
  fetchImageFailed: 'Failed to fetch image details',

  // Add TikTok Video modal (spec 2 §5, §8).
  tiktokTitle: 'Add TikTok Video',
  tiktokDescription: 'Paste the link of a TikTok video that shows this recipe.',
  tiktokLabel: 'TikTok video URL',
  tiktokPlaceholder: `${MEDIA.tiktokSite}/@name/video/1234567890`,
  tiktokHint: 'Only public videos can be shown.',
  addVideo: 'Add Video',
  adding: 'Adding...',
  tiktokRequired: MEDIA_MESSAGES.tiktokRequired,
  tiktokInvalid: MEDIA_MESSAGES.tiktokInvalid,
  tiktokNoVideo: MEDIA_MESSAGES.tiktokNoVideo,
  tiktokDuplicate: MEDIA_MESSAGES.tiktokDuplicate,
  attachFailed: 'Failed to attach TikTok video',
  tiktokAdded: 'TikTok video added successfully!',

  // TikTok cards.
  tiktokPlayer: (account: string | null) => (account ? `TikTok video by @${account}` : 'TikTok video'),
  addedBy: (name: string) => `Added by ${name}`,
  unableToLoadTikTok: 'Unable to load TikTok video',
  openInTikTok: 'Open in TikTok',
  /** Read after the link's name: it opens a new tab. */
  opensInNewTab: '(opens in a new tab)',
  removeTikTok: 'Remove video',
  removeTikTokTitle: 'Remove TikTok video?',
  removeTikTokConfirm: 'Are you sure you want to remove this TikTok video?',
  remove: 'Remove',
  tiktokRemoved: 'TikTok video removed successfully',
  removeTikTokFailed: 'Failed to delete TikTok video',
} as const;
