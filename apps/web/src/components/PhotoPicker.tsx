import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { buttonClasses } from './ui/Button';

/** The photo picked with {@link PhotoPicker}, what is wrong with it, and how to start again. */
export interface PickedPhoto {
  /** The photo that passed the check; null before one is picked, after a refused one and after `clear`. */
  file: File | null;
  /** An object URL of `file` to show it (let go when replaced, cleared or unmounted). */
  preview: string | null;
  /** The check's text for a refused photo; the caller may set its own (a failed upload). */
  error: string | null;
  setError: (error: string | null) => void;
  /** Checks the file: kept (and shown) when the check answers null, refused with its text otherwise. */
  choose: (file: File) => void;
  /** Forgets the photo and the error. */
  clear: () => void;
}

/**
 * One photo picked at a time, checked by `check` (its text when refused, null when it may go); a new
 * pick replaces the old, a refused one removes it.
 */
export function usePickedPhoto(check: (file: File) => string | null): PickedPhoto {
  const [picked, setPicked] = useState<{ file: File; preview: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewUrl = useRef<string | null>(null);

  const show = (file: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    const preview = file ? URL.createObjectURL(file) : null;
    previewUrl.current = preview;
    setPicked(file && preview ? { file, preview } : null);
  };

  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  return {
    file: picked?.file ?? null,
    preview: picked?.preview ?? null,
    error,
    setError,
    choose: (file) => {
      const problem = check(file);
      setError(problem);
      show(problem ? null : file);
    },
    clear: () => {
      show(null);
      setError(null);
    },
  };
}

/** Props of {@link PhotoPicker}. */
export interface PhotoPickerProps {
  photo: PickedPhoto;
  /** The file types the browser offers, as the input's `accept`. */
  accept: string;
  /** The picker button's text (it labels the input). */
  label: ReactNode;
  hint: ReactNode;
  /** The preview's alternative text. */
  previewAlt: string;
  disabled?: boolean;
  /** The id of the element where the caller shows `photo.error`, which describes the input. */
  errorId: string;
}

/**
 * A file input for one photo drawn as a dashed button, its hint, and a preview of the picked photo
 * with its name. Choosing the same file again still counts as a choice. The texts and the check
 * come from the caller; the error is shown by the caller (at `errorId`).
 */
export function PhotoPicker({ photo, accept, label, hint, previewAlt, disabled = false, errorId }: PhotoPickerProps) {
  const inputId = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still counts as a choice
    if (!chosen || disabled) return;
    photo.choose(chosen);
  };
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <input
          id={inputId}
          type="file"
          accept={accept}
          className="peer sr-only"
          disabled={disabled}
          aria-describedby={`${inputId}-hint ${errorId}`}
          aria-invalid={photo.error ? true : undefined}
          onChange={choose}
        />
        <label
          htmlFor={inputId}
          className={buttonClasses(
            'secondary',
            'w-full cursor-pointer border-dashed py-4 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          <ImagePlus size={20} strokeWidth={1.75} aria-hidden="true" />
          {label}
        </label>
        <p id={`${inputId}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>

      {photo.preview && photo.file && (
        <figure className="flex flex-col gap-2">
          <img src={photo.preview} alt={previewAlt} className="max-h-56 w-full rounded-lg bg-surface object-contain ring-1 ring-line" />
          <figcaption className="truncate text-sm text-muted">{photo.file.name}</figcaption>
        </figure>
      )}
    </>
  );
}
