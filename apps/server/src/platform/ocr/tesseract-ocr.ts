import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker as ThreadWorker } from 'node:worker_threads';
import { IMPORT } from '@sous/contract/recipe-import';
import sharp from 'sharp';
import Tesseract from 'tesseract.js';
import { toError } from '../to-error';
import { OcrEngineError, OcrTimeoutError, type Ocr, type OcrReadOptions, type OcrResult } from './ocr';
import { rotationsToTry, wordShare, type Rotation } from './orientation';
import { prepareImage, type PreparedImage } from './prepare-image';

/**
 * English LSTM data from the installed @tesseract.js-data/eng package, never a CDN (there is no
 * network here, and a failed fetch kills the process). Its `4.0.0_best_int` folder is the
 * LSTM-only set tesseract.js itself would download for the LSTM engine; `4.0.0`, the package's
 * default, adds the legacy engine's data we never load (four times the bytes to unzip).
 */
export const englishLangPath = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** A page read at least this confidently is taken as upright; a page the wrong way up reads below 50. */
const UPRIGHT_CONFIDENCE = 70;
/**
 * Another turn is tried only while the page's reads so far, plus one more as long as the longest,
 * fit in this share of its time: a card takes 1-3 s a turn, but a page of camera grain or a photo
 * with no text can take the engine 40 s, and is not worth four.
 */
const TURNS_SHARE_OF_TIMEOUT = 0.5;

export interface TesseractOcrOptions {
  /** Default for `read`'s timeoutMs. */
  pageTimeoutMs?: number;
  /** Images above this many pixels are refused. */
  maxPixels?: number;
}

/** Why a read stopped early: settles its `stopped` promise and tells the engine, once. */
class ReadStop {
  readonly stopped: Promise<never>;
  private reject!: (error: Error) => void;
  private onStop: (() => void) | undefined;
  private readonly timer: NodeJS.Timeout;
  private reason: Error | undefined;

  constructor(
    private readonly signal: AbortSignal | undefined,
    timeoutMs: number,
  ) {
    this.stopped = new Promise<never>((_, reject) => {
      this.reject = reject;
    });
    this.stopped.catch(() => {}); // only races listen to it
    this.timer = setTimeout(() => {
      this.stop(new OcrTimeoutError(timeoutMs));
    }, timeoutMs);
    if (signal?.aborted) this.stop(toError(signal.reason));
    else signal?.addEventListener('abort', this.abort, { once: true });
  }

  private readonly abort = () => {
    this.stop(toError(this.signal?.reason));
  };

  private stop(reason: Error) {
    if (this.reason) return;
    this.reason = reason;
    this.reject(reason);
    this.onStop?.();
  }

  /** Throws at once if the read has already stopped. */
  check() {
    if (this.reason) throw this.reason;
  }

  /** `work`, unless the read stops first. */
  race<T>(work: Promise<T>): Promise<T> {
    return Promise.race([work, this.stopped]);
  }

  /** Runs `callback` when the read stops while it is the engine's turn. */
  whileRunning(callback: (() => void) | undefined) {
    this.onStop = callback;
  }

  dispose() {
    clearTimeout(this.timer);
    this.signal?.removeEventListener('abort', this.abort);
  }
}

interface Engine {
  worker: Tesseract.Worker;
  /** Rejects when the worker thread dies under us (a crash, not our terminate). */
  died: Promise<never>;
}

/**
 * OCR with tesseract.js: ONE worker thread per process, started on the first read (so building
 * the app, and every test that never reads a page, pays nothing) and reused. Reads take turns
 * through a queue. A read that times out or is aborted while its page is on the engine
 * terminates the worker, so no thread keeps burning CPU on a page nobody waits for; the next
 * read starts a fresh one (~0.5 s).
 *
 * A photo turned 90°, 180° or 270° is read upright: the page's layout suggests the likely turns
 * (orientation.ts), the first is read, and only when it reads poorly (confidence below 70) is
 * the next one tried, keeping the best. A clear page costs one recognition, a doubtful one two,
 * and only a page whose lines have no clear direction up to four, and those only while they fit
 * in half the page's time.
 */
export function createTesseractOcr(options: TesseractOcrOptions = {}): Ocr {
  const pageTimeoutMs = options.pageTimeoutMs ?? IMPORT.ocrPageTimeoutMs;
  let engine: Promise<Engine> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  async function startEngine(): Promise<Engine> {
    // tesseract.js never settles createWorker when the data cannot be loaded: say so at once.
    await access(path.join(englishLangPath, 'eng.traineddata.gz')).catch((error: unknown) => {
      throw new OcrEngineError(`No English OCR data in ${englishLangPath}`, { cause: error });
    });
    const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      langPath: englishLangPath,
      gzip: true,
      cacheMethod: 'none',
      // Without a handler tesseract.js throws a failed job's error from its message listener,
      // an uncaught exception; the job's own promise rejects with it all the same.
      errorHandler: () => {},
    });
    // Our PNGs carry no resolution; say what a photographed card is, instead of a warning per page.
    await worker.setParameters({ user_defined_dpi: '300' });
    // tesseract.js keeps its worker_threads Worker on the object without typing it.
    const thread = (worker as unknown as { worker?: ThreadWorker }).worker;
    const died = new Promise<never>((_, reject) => {
      thread?.once('error', (error) => {
        reject(new OcrEngineError('The OCR engine crashed', { cause: error }));
      });
      thread?.once('exit', (code) => {
        reject(new OcrEngineError(`The OCR engine stopped (exit code ${code})`));
      });
    });
    died.catch(() => {}); // only races listen to it
    return { worker, died };
  }

  /** Throws away the current worker (terminating it once it exists); the next read starts another. */
  function discardEngine() {
    const current = engine;
    engine = undefined;
    void current?.then(
      ({ worker }) => worker.terminate(),
      () => undefined,
    );
  }

  async function recognise(current: Engine, png: Buffer, stop: ReadStop): Promise<OcrResult> {
    try {
      const { data } = await stop.race(Promise.race([current.worker.recognize(png), current.died]));
      return { text: data.text.trim(), confidence: data.confidence };
    } catch (error) {
      stop.check(); // a timeout or abort is the caller's answer, not an engine failure
      throw error instanceof OcrEngineError ? error : new OcrEngineError('The OCR engine failed on the page', { cause: toError(error) });
    }
  }

  async function readPage(page: PreparedImage, stop: ReadStop, timeoutMs: number): Promise<OcrResult> {
    const began = performance.now();
    // Closed while this page waited its turn: start no engine after the app has stopped.
    if (closed) throw new OcrEngineError('The OCR engine is closed');
    engine ??= startEngine();
    let current: Engine;
    try {
      current = await stop.race(engine);
    } catch (error) {
      stop.check();
      throw error instanceof OcrEngineError ? error : new OcrEngineError('The OCR engine could not start', { cause: toError(error) });
    }
    const rotations: Rotation[] = await stop.race(rotationsToTry(page.png).catch((): Rotation[] => [0]));
    let best: (OcrResult & { score: number }) | undefined;
    let longest = 0;
    for (const rotation of rotations) {
      if (best && performance.now() - began + longest > timeoutMs * TURNS_SHARE_OF_TIMEOUT) break;
      const turnBegan = performance.now();
      const png = rotation === 0 ? page.png : await stop.race(sharp(page.png).rotate(rotation).png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer());
      const result = await recognise(current, png, stop);
      if (result.confidence >= UPRIGHT_CONFIDENCE && result.text !== '') return result;
      longest = Math.max(longest, performance.now() - turnBegan);
      const score = result.confidence * wordShare(result.text);
      if (!best || score > best.score) best = { ...result, score };
    }
    return { text: best?.text ?? '', confidence: best?.confidence ?? 0 };
  }

  return {
    async read(image: Buffer, readOptions: OcrReadOptions = {}): Promise<OcrResult> {
      if (closed) throw new OcrEngineError('The OCR engine is closed');
      const timeoutMs = readOptions.timeoutMs ?? pageTimeoutMs;
      const stop = new ReadStop(readOptions.signal, timeoutMs);
      try {
        stop.check();
        // Prepared at once, beside the queue (sharp works on the libuv pool while another page
        // is on the engine), but read in the order the pages were given.
        const prepared = prepareImage(image, { maxPixels: options.maxPixels });
        prepared.catch(() => {}); // answered below, at once; the turn only skips it
        const turn = queue.then(async () => {
          stop.check(); // stopped while waiting: the engine never sees it
          const page = await prepared;
          stop.whileRunning(discardEngine);
          try {
            return await readPage(page, stop, timeoutMs);
          } catch (error) {
            if (error instanceof OcrEngineError) discardEngine();
            throw error;
          } finally {
            stop.whileRunning(undefined);
          }
        });
        queue = turn.catch(() => undefined);
        // A file that is no image is refused as soon as that is known, not after its turn.
        const [, result] = await stop.race(Promise.all([prepared, turn]));
        return result;
      } finally {
        stop.dispose();
      }
    },

    async close() {
      closed = true;
      const current = engine;
      engine = undefined;
      const started = await current?.catch(() => undefined);
      await started?.worker.terminate();
    },
  };
}
