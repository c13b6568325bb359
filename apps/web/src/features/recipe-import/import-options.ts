import { Camera, ClipboardPaste, FileUp, Globe, MonitorPlay, UtensilsCrossed, Video, type LucideIcon } from 'lucide-react';
import { paths } from '../../config/paths';

/** What choosing a live option does: open a screen, or one of the options screen's dialogs. */
export type ImportOptionTarget = { to: string } | { dialog: 'text' | 'web' };

/** An import option card (spec 3 §3: id, icon, label, description, comingSoon). */
export interface ImportOption {
  id: string;
  icon: LucideIcon;
  label: string;
  description: string;
  comingSoon: boolean;
  /** Where a live option leads; coming-soon options have none. */
  target?: ImportOptionTarget;
}

/**
 * The options of /import (spec 3 §2), live ones first. 'Paste recipe text' is live, and 'Web page'
 * is new (issue 15); the rest say '{label} will be available soon!'.
 */
export const importOptions: readonly ImportOption[] = [
  {
    id: 'photo-card',
    icon: Camera,
    label: 'Photo of Recipe Card',
    description: 'Snap each page of a printed or handwritten card, even one of several pages.',
    comingSoon: false,
    target: { to: paths.importPhotoCard },
  },
  {
    id: 'tiktok',
    icon: Video,
    label: 'TikTok Video',
    description: 'Paste a video link and Sous reads the recipe from its caption.',
    comingSoon: false,
    target: { to: paths.importTiktok },
  },
  {
    id: 'web',
    icon: Globe,
    label: 'Web page',
    description: 'Paste the address of a recipe page from any cooking site or blog.',
    comingSoon: false,
    target: { dialog: 'web' },
  },
  {
    id: 'text',
    icon: ClipboardPaste,
    label: 'Paste recipe text',
    description: 'Copied a recipe from an email, a note or a message? Paste it in.',
    comingSoon: false,
    target: { dialog: 'text' },
  },
  {
    id: 'dish-photo',
    icon: UtensilsCrossed,
    label: 'Photo of finished dish',
    description: 'Photograph a dish you enjoyed and get a recipe to make it.',
    comingSoon: true,
  },
  {
    id: 'youtube',
    icon: MonitorPlay,
    label: 'YouTube video',
    description: 'Paste a YouTube link and get the recipe from the video.',
    comingSoon: true,
  },
  {
    id: 'file',
    icon: FileUp,
    label: 'Upload file',
    description: 'Bring in recipes from a PDF or a document.',
    comingSoon: true,
  },
];
