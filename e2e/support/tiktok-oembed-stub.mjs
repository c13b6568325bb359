// A local stand-in for TikTok's oEmbed (TIKTOK_OEMBED_URL in playwright.config.ts), so the e2e
// server never calls the real TikTok: `GET /oembed?url=<video link>` answers a caption, the
// account and a thumbnail it serves itself (`/thumbnails/<id>.png`, a portrait PNG).
import http from 'node:http';
import { deflateSync, crc32 } from 'node:zlib';

const port = Number(process.env.PORT ?? 3190);
const origin = `http://127.0.0.1:${port}`;

/** A PNG of `width` × `height` in one colour with a lighter band (a plain, valid image). */
function png(width, height) {
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const band = y > height * 0.4 && y < height * 0.6;
    for (let x = 0; x < width; x++) row.set(band ? [255, 237, 213] : [194, 65, 12], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const thumbnail = png(360, 640);

/**
 * Videos whose id starts with 7777 carry a whole recipe in their caption (the recipe import reads
 * it); every other video's caption is a plain title.
 */
const recipeCaption = (id) =>
  [
    `Creamy tomato pasta in 15 minutes #${id.slice(-4)}`,
    'Serves 2',
    'Ingredients:',
    '200 g spaghetti',
    '1 cup passata',
    '1/2 cup cream',
    '2 cloves garlic, sliced',
    'Method:',
    '1. Boil the spaghetti in salted water.',
    '2. Warm the garlic in olive oil, then add the passata and cream.',
    '3. Toss the pasta in the sauce and serve.',
    '#pasta #dinner',
  ].join('\n');

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', origin);
  if (url.pathname === '/health') return res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  if (/^\/thumbnails\/\d+\.png$/.test(url.pathname)) return res.writeHead(200, { 'content-type': 'image/png' }).end(thumbnail);
  if (url.pathname !== '/oembed') return res.writeHead(404).end();
  const link = url.searchParams.get('url') ?? '';
  const id = /\/video\/(\d+)/.exec(link)?.[1];
  const author = /\/@([A-Za-z0-9._]+)/.exec(link)?.[1] ?? 'sous.kitchen';
  if (!id) return res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 400, message: 'Something went wrong' }));
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      version: '1.0',
      type: 'video',
      title: id.startsWith('7777') ? recipeCaption(id) : `Weeknight dal in 10 minutes #${id.slice(-4)}`,
      author_name: author,
      author_unique_id: author,
      author_url: `https://www.tiktok.com/@${author}`,
      provider_name: 'TikTok',
      provider_url: 'https://www.tiktok.com',
      thumbnail_url: `${origin}/thumbnails/${id}.png`,
      thumbnail_width: 360,
      thumbnail_height: 640,
    }),
  );
});

server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
