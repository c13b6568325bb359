import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { ErrorCode } from '@sous/contract/errors';
import busboy from 'busboy';
import { AppError } from '../../http/app-error';
import {
  type LocalObjectStorage,
  ObjectExistsError,
  postUploadFields,
  UploadTooLargeError,
  UploadTooSmallError,
} from '../../platform/storage/local-storage';
import { isValidObjectKey, normalizeContentType } from '../../platform/storage/object-key';
import type { SignedUploadTerms } from '../../platform/storage/upload-signature';
import { isPlainMediaType } from '../../platform/storage/upload-terms';
import { toError } from '../../platform/to-error';

/** What an accepted upload answers. */
export interface UploadReceipt {
  key: string;
  size: number;
}

/** The signed terms as the client sent them back (query string or form fields), unchecked. */
interface ClaimedTerms {
  key: string | undefined;
  contentType: string | undefined;
  maxBytes: string | undefined;
  expires: string | undefined;
  signature: string | undefined;
}

const decimal = /^[0-9]{1,15}$/;

/**
 * The request body as a stream of its own: a failed upload destroys this one, not the request,
 * so the connection survives to carry the error answer. A client that goes away mid-body
 * still ends it, with an error.
 */
function detach(request: IncomingMessage): PassThrough {
  const body = new PassThrough();
  request.on('close', () => {
    if (!request.readableEnded) body.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
  });
  request.on('error', (error) => body.destroy(error));
  return request.pipe(body);
}

/** A query value only counts when given once (a repeated one arrives as an array). */
const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const invalidSignature = () => AppError.forbidden('The upload URL is not valid', ErrorCode.InvalidSignature);
const tooLarge = (maxBytes: number) =>
  new AppError(413, ErrorCode.PayloadTooLarge, `The upload is larger than the allowed ${maxBytes} bytes`);
const emptyUpload = () => AppError.badRequest('The upload is empty');
const alreadyUsed = () => new AppError(409, ErrorCode.Conflict, 'This upload URL has already been used');

/**
 * Receives uploads to the local driver's signed URLs: checks the signature and expiry, the
 * content type and the size, then streams the body to disk (never buffered in memory).
 */
export class LocalUploadService {
  constructor(
    private readonly storage: LocalObjectStorage,
    /** Ceiling on any multipart body before its signed limit is known (fields come first). */
    private readonly uploadMaxBytes: number,
  ) {}

  /** A PUT to `/uploads/<key>?ct&max&exp&sig` with the file as the body. */
  async receivePut(key: string, query: Record<string, unknown>, request: IncomingMessage): Promise<UploadReceipt> {
    const { headers } = request;
    const terms = this.verify('PUT', {
      key,
      contentType: single(query.ct),
      maxBytes: single(query.max),
      expires: single(query.exp),
      signature: single(query.sig),
    });
    const sentType = normalizeContentType(headers['content-type'] ?? '');
    if (sentType !== terms.contentType) {
      throw new AppError(415, ErrorCode.UnsupportedMediaType, `The upload must be sent as ${terms.contentType}`);
    }
    const declared = Number(headers['content-length'] ?? Number.NaN);
    if (declared > terms.maxBytes) throw tooLarge(terms.maxBytes);
    if (declared === 0) throw emptyUpload();
    const body = detach(request);
    try {
      return { key: terms.key, size: await this.store(terms, body) };
    } catch (error) {
      // Keep the connection: drop the rest of the body so the client reads our answer.
      request.unpipe(body);
      request.resume();
      throw error;
    }
  }

  /**
   * A multipart/form-data POST to `/uploads`: the signed fields first, then the `file` part (the
   * order S3 requires too). The stored type is the signed one, as on S3.
   */
  receivePost(request: IncomingMessage): Promise<UploadReceipt> {
    const contentType = normalizeContentType(request.headers['content-type'] ?? '');
    if (contentType !== 'multipart/form-data') {
      return Promise.reject(
        new AppError(415, ErrorCode.UnsupportedMediaType, 'The upload must be sent as multipart/form-data'),
      );
    }
    // The form adds a little to the file; a body far past any possible limit is refused unread.
    if (Number(request.headers['content-length'] ?? 0) > this.uploadMaxBytes + 64 * 1024) {
      return Promise.reject(tooLarge(this.uploadMaxBytes));
    }
    return new Promise((resolve, reject) => {
      let form: busboy.Busboy;
      try {
        form = busboy({
          headers: request.headers,
          limits: { fields: 20, fieldSize: 1024, files: 1, parts: 25, fieldNameSize: 100 },
        });
      } catch {
        reject(AppError.badRequest('The multipart body is malformed'));
        return;
      }
      const fields = new Map<string, string>();
      let settled = false;
      let sawFile = false;
      let storing = false;
      let malformed = false;
      const succeed = (receipt: UploadReceipt) => {
        if (settled) return;
        settled = true;
        resolve(receipt);
      };
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        // Stop parsing; the rest of the body is drained and dropped.
        request.unpipe(form);
        form.removeAllListeners();
        form.on('error', () => undefined);
        request.resume();
        reject(toError(error));
      };

      form.on('field', (name, value, info) => {
        if (info.valueTruncated || info.nameTruncated) fail(AppError.badRequest(`The form field ${name} is too long`));
        else fields.set(name.toLowerCase(), value);
      });
      form.on('file', (name, file) => {
        if (name !== 'file' || sawFile) {
          file.resume();
          return;
        }
        sawFile = true;
        let terms: SignedUploadTerms;
        try {
          terms = this.verify('POST', {
            key: fields.get('key'),
            contentType: fields.get('content-type'),
            maxBytes: fields.get(postUploadFields.maxBytes),
            expires: fields.get(postUploadFields.expires),
            signature: fields.get(postUploadFields.signature),
          });
        } catch (error) {
          file.resume();
          fail(error);
          return;
        }
        storing = true;
        this.store(terms, file).then(
          (size) => {
            succeed({ key: terms.key, size });
          },
          // A broken form also breaks the file stream: answer 400, not a write failure.
          (error: unknown) => {
            fail(malformed && !(error instanceof AppError) ? AppError.badRequest('The multipart body is malformed') : error);
          },
        );
      });
      form.on('filesLimit', () => {
        fail(AppError.badRequest('Send exactly one file part'));
      });
      form.on('fieldsLimit', () => {
        fail(AppError.badRequest('Too many form fields'));
      });
      form.on('partsLimit', () => {
        fail(AppError.badRequest('Too many form parts'));
      });
      form.on('error', () => {
        malformed = true;
        // While the file is being stored, the store's own outcome settles the request.
        if (!storing) fail(AppError.badRequest('The multipart body is malformed'));
      });
      form.on('close', () => {
        if (!sawFile) fail(AppError.badRequest('The form has no file part (it must come after the fields)'));
      });
      request.pipe(form);
    });
  }

  /** Checks a claimed set of terms against its signature; throws the matching 403. */
  private verify(method: 'PUT' | 'POST', claimed: ClaimedTerms): SignedUploadTerms {
    const { key, contentType, maxBytes, expires, signature } = claimed;
    if (
      !key ||
      !isValidObjectKey(key) ||
      !contentType ||
      !isPlainMediaType(contentType) ||
      !maxBytes ||
      !decimal.test(maxBytes) ||
      !expires ||
      !decimal.test(expires) ||
      !signature
    ) {
      throw invalidSignature();
    }
    const terms: SignedUploadTerms = { method, key, contentType, maxBytes: Number(maxBytes), expires: Number(expires) };
    const check = this.storage.checkUpload(terms, signature);
    if (check === 'invalid') throw invalidSignature();
    if (check === 'expired') throw AppError.forbidden('The upload URL has expired', ErrorCode.SignatureExpired);
    return terms;
  }

  /**
   * Streams to the object; maps the driver's size error to 413, refuses an empty body, and
   * answers 409 for a URL already used (checked first to spare the transfer, and again
   * atomically when the file is put in place, for uploads racing on one URL).
   */
  private async store(terms: SignedUploadTerms, body: Readable): Promise<number> {
    try {
      if (await this.storage.exists(terms.key)) throw new ObjectExistsError(terms.key);
      return await this.storage.receive(terms.key, body, terms.maxBytes, { minBytes: 1 });
    } catch (error) {
      if (error instanceof UploadTooLargeError) throw tooLarge(terms.maxBytes);
      if (error instanceof UploadTooSmallError) throw emptyUpload();
      if (error instanceof ObjectExistsError) throw alreadyUsed();
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
        throw AppError.badRequest('The upload was interrupted');
      }
      throw error;
    }
  }
}
