import Tesseract from 'tesseract.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/test-app';

describe('OCR as a platform piece of the app', () => {
  // Calls through: it only records whether anything started an engine.
  const createWorker = vi.spyOn(Tesseract, 'createWorker');
  const t = useTestApp();
  afterAll(() => {
    createWorker.mockRestore();
  });

  it('is app.ocr, and building and serving the app starts no tesseract worker', async () => {
    expect(typeof t.app.ocr.read).toBe('function');
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(createWorker).not.toHaveBeenCalled();
  });
});
