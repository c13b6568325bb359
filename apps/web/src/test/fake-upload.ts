import { vi } from 'vitest';

/** A stand-in for XMLHttpRequest: records each upload and lets the test answer it. */
export class FakeUpload {
  static all: FakeUpload[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.all.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** The storage answers. */
  respond(status: number) {
    this.status = status;
    this.onload?.();
  }
  /** The connection breaks. */
  fail() {
    this.onerror?.();
  }
  /** Installs the stand-in; answers the list of uploads made. */
  static install(): FakeUpload[] {
    FakeUpload.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    return FakeUpload.all;
  }
}
