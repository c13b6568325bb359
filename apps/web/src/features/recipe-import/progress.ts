import { IMPORT } from '@sous/contract/recipe-import';

/** Where the cosmetic progress stands: its stage (0..3) and the bar's percent. */
export interface StagedProgress {
  stage: number;
  percent: number;
}

const lastStage = IMPORT.progressStages - 1;
/** The bar while the import works: about 25% a stage (25, 50, 75), then creeping to the cap. */
const perStage = 100 / IMPORT.progressStages;
/** How fast the last stage creeps: half a percent a second reaches 95% some 40 s after 75%. */
const creepPerSecond = 0.5;

/**
 * The progress display (spec 3 §4): a stage every 15 s through 0..3, the bar about 25% a stage;
 * once stage 3 is reached it creeps toward 95% and stops there until the import is done. Without
 * motion (prefers-reduced-motion) the last stage shows the cap at once instead of creeping.
 */
export function progressAt(elapsedMs: number, reducedMotion = false): StagedProgress {
  const elapsed = Math.max(0, elapsedMs);
  const stage = Math.min(lastStage, Math.floor(elapsed / IMPORT.progressStageMs));
  if (stage < lastStage) return { stage, percent: Math.round(perStage * (stage + 1)) };
  if (reducedMotion) return { stage, percent: IMPORT.progressCapPercent };
  const seconds = (elapsed - lastStage * IMPORT.progressStageMs) / 1000;
  return { stage, percent: Math.min(IMPORT.progressCapPercent, Math.floor(perStage * lastStage + seconds * creepPerSecond)) };
}

/** The finished import: the last stage, full. */
export const finishedProgress: StagedProgress = { stage: lastStage, percent: 100 };
