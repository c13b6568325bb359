import type { ErrorBody } from '@sous/contract/errors';
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

/** Sends one raw request line, so no client normalizes `..` or escapes before the server sees it. */
function rawGet(port: number, target: string): Promise<{ status: number; body: string; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body });
    });
  });
}

describe('GET /media/*', () => {
  const t = useTestApp();
  const secretOutside = 'outside the object store';
  let port = 0;

  beforeAll(async () => {
    // Files a traversal would reach: beside the objects folder and in the data folder itself.
    writeFileSync(path.join(t.config.DATA_DIR, 'secret.txt'), secretOutside);
    await t.app.storage.put('recipes/r9/notes/readme.json', Buffer.from('{"ok":true}'), 'application/json');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('serves JSON as itself, without immutable caching for a key without a UUID', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/recipes/r9/notes/readme.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ ok: true });
  });

  it('serves types outside images and JSON as an octet-stream attachment', async () => {
    await t.app.storage.put('recipes/r9/page.txt', Buffer.from('<script>alert(1)</script>'), 'text/plain');
    await t.app.storage.put('recipes/r9/blob.bin', Buffer.from('<svg onload=alert(1)>'), 'image/svg+xml');
    for (const key of ['recipes/r9/page.txt', 'recipes/r9/blob.bin']) {
      const res = await t.app.inject({ method: 'GET', url: `/media/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a missing key and the bare prefix with a JSON 404', async () => {
    for (const url of ['/media/recipes/r9/none.png', '/media/', '/media/recipes/r9', '/media/recipes/r9/notes/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: 'NOT_FOUND', message: 'No such media' });
    }
  });

  it('never leaves the object store: traversal forms answer a JSON 404', async () => {
    const targets = [
      '/media/../secret.txt',
      '/media/../../etc/passwd',
      '/media/recipes/../../secret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/%2E%2E/%2E%2E/etc/passwd',
      '/media/..%2fsecret.txt',
      '/media/..%2Fsecret.txt',
      '/media/%2e%2e%2fsecret.txt',
      '/media/%252e%252e/secret.txt',
      '/media/..\\secret.txt',
      '/media/..%5csecret.txt',
      '/media/recipes\\..\\..\\secret.txt',
      '/media//etc/passwd',
      '/media/%2fetc%2fpasswd',
      '/media/./recipes/r9/notes/readme.json',
      '/media/.tmp/anything',
    ];
    for (const target of targets) {
      const res = await rawGet(port, target);
      expect(res.status, target).toBe(404);
      expect(res.head, target).toMatch(/content-type: application\/json/i);
      expect((JSON.parse(res.body) as ErrorBody).code, target).toBe('NOT_FOUND');
      expect(res.body, target).not.toContain(secretOutside);
      expect(res.body, target).not.toContain('root:');
    }
  });

  it('answers a path with a NUL character with a 400 before the store is asked', async () => {
    for (const target of ['/media/secret.txt%00.png', '/media/recipes/r9/notes/readme.json%00']) {
      const res = await rawGet(port, target);
      expect(res.status, target).toBe(400);
      expect((JSON.parse(res.body) as ErrorBody).code, target).toBe('VALIDATION_FAILED');
      expect(res.body, target).not.toContain(secretOutside);
    }
  });

  it('answers a malformed escape (overlong UTF-8 dots) with a 400 before any routing', async () => {
    // Fastify refuses the URL itself (FST_ERR_BAD_URL), so no handler ever sees the path.
    const res = await rawGet(port, '/media/%c0%ae%c0%ae/secret.txt');
    expect(res.status).toBe(400);
    expect(res.head).toMatch(/content-type: application\/json/i);
    expect(res.body).not.toContain(secretOutside);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/media/recipes/r9/notes/readme.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.body).toBe('');
  });
});
