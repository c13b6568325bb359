/**
 * Optical character recognition: the text printed on a photographed page (a recipe card, a
 * receipt). One engine per process, shared by every caller; `read` calls wait their turn.
 */
export interface Ocr {
  /**
   * The text of one page, read upright whichever way the photo was turned. Rejects with an
   * `OcrImageError` for bytes that are not a JPEG, PNG or WebP image (or too many pixels), an
   * `OcrTimeoutError` after `timeoutMs` (default `IMPORT.ocrPageTimeoutMs`, counted from the
   * call, waiting for the engine included), the signal's reason when `signal` aborts, and an
   * `OcrEngineError` when the engine itself fails.
   */
  read(image: Buffer, options: OcrReadOptions): Promise<OcrResult>;
  /** Stops the engine (when the app closes); reads after it reject. */
  close(): Promise<void>;
}

export interface OcrReadOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface OcrResult {
  text: string;
  /** The engine's mean word confidence, 0..100. */
  confidence: number;
}

/** Base of every OCR failure; `code` is stable for callers and logs. */
export class OcrError extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export type OcrImageProblem = 'not-an-image' | 'unreadable' | 'too-many-pixels';

/** The bytes are not an image the OCR reads: the caller's "not an image" answer. */
export class OcrImageError extends OcrError {
  constructor(
    readonly problem: OcrImageProblem,
    message: string,
    options?: { cause?: unknown },
  ) {
    super('OCR_NOT_AN_IMAGE', message, options);
  }
}

/** The page took longer than its time; the engine was stopped and will be started afresh. */
export class OcrTimeoutError extends OcrError {
  constructor(readonly timeoutMs: number) {
    super('OCR_TIMEOUT', `The page was not read within ${timeoutMs} ms`);
  }
}

/** The engine failed (it could not start, or crashed on a page); it will be started afresh. */
export class OcrEngineError extends OcrError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('OCR_ENGINE', message, options);
  }
}
