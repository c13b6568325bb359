import { IMPORT, IMPORT_IMAGE_TYPES } from '@sous/contract/recipe-import';
import { importStrings as s } from './strings';

/** The spec's check of one chosen page (spec 3 §5): its text when refused, null when it may go. */
export function checkImportImage(file: File): string | null {
  if (!(IMPORT_IMAGE_TYPES as readonly string[]).includes(file.type)) return s.invalidType(file.name);
  if (file.size > IMPORT.maxBytes) return s.tooLarge(file.name);
  return null;
}

/**
 * The pages after a new pick is added to those already chosen (spec 3 §2: cumulative): refused
 * files are left out with their texts, and pages beyond the most one import takes are turned away.
 */
export function addPages(current: readonly File[], picked: readonly File[]): { files: File[]; errors: string[] } {
  const files = [...current];
  const errors: string[] = [];
  let tooMany = false;
  for (const file of picked) {
    const problem = checkImportImage(file);
    if (problem) {
      errors.push(problem);
    } else if (files.length >= IMPORT.maxFiles) {
      tooMany = true;
    } else {
      files.push(file);
    }
  }
  if (tooMany) errors.push(s.tooManyFiles);
  return { files, errors };
}
