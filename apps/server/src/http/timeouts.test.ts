import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

/** A client that sends a body one byte at a time must finish within REQUEST_TIMEOUT_MS. */
describe('request timeout', () => {
  let app: App;
  let database: TestDatabase;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(database, { REQUEST_TIMEOUT_MS: '1000' }) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('cuts off a body trickled one byte at a time', async () => {
    const socket = net.connect(port, '127.0.0.1');
    const body = JSON.stringify({ prompt: 'a slow soup' });
    socket.write(`POST /api/recipes/generate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    let sent = 0;
    const trickle = setInterval(() => {
      if (sent < body.length && !socket.destroyed) socket.write(body.charAt(sent++));
    }, 400);
    const started = Date.now();
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    const closed = await new Promise<boolean>((resolve) => {
      socket.once('close', () => {
        resolve(true);
      });
      setTimeout(() => {
        resolve(false);
      }, 8000);
    });
    clearInterval(trickle);
    socket.destroy();
    expect(closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(sent).toBeLessThan(body.length);
    expect(answer).toMatch(/^HTTP\/1\.1 408|^$/);
  });
});
