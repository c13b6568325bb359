import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { useStubBeforeApp } from './stub-before-app';

/** How the stub answers for one video id. */
export type StubVideo =
  | { caption: string; author: string; thumbnail?: Buffer | string }
  | { status: number };

export interface TikTokStub {
  /** To configure as TIKTOK_OEMBED_URL. */
  oembedUrl: string;
  origin: string;
  /** Video ids the stub knows; any other answers 404 as TikTok does for a private or removed video. */
  videos: Map<string, StubVideo>;
  /** The `url` parameters of the oEmbed requests received, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A local server speaking TikTok's oEmbed (`GET /oembed?url=<video link>`), and serving the
 * thumbnails it names at `/thumbnails/<id>`. A thumbnail given as a string is used as the
 * thumbnail URL itself (to point it somewhere else).
 */
export async function startTikTokStub(): Promise<TikTokStub> {
  const videos = new Map<string, StubVideo>();
  const requests: string[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const thumbnail = /^\/thumbnails\/(\d+)$/.exec(url.pathname);
    if (thumbnail) {
      const video = videos.get(thumbnail[1] ?? '');
      if (video && 'thumbnail' in video && Buffer.isBuffer(video.thumbnail)) res.writeHead(200, { 'content-type': 'image/jpeg' }).end(video.thumbnail);
      else res.writeHead(404).end();
      return;
    }
    if (url.pathname !== '/oembed') return json(404, { message: 'not found' });
    const link = url.searchParams.get('url') ?? '';
    requests.push(link);
    const id = /\/video\/(\d+)/.exec(link)?.[1] ?? '';
    const video = videos.get(id);
    if (!video) return json(404, { code: 400, message: 'Something went wrong', status_msg: 'Something went wrong' });
    if ('status' in video) return json(video.status, { message: 'unavailable' });
    const thumbnailUrl = typeof video.thumbnail === 'string' ? video.thumbnail : video.thumbnail ? `${origin}/thumbnails/${id}` : undefined;
    return json(200, {
      version: '1.0',
      type: 'video',
      title: video.caption,
      author_url: `https://www.tiktok.com/@${video.author}`,
      author_name: video.author,
      author_unique_id: video.author,
      provider_name: 'TikTok',
      provider_url: 'https://www.tiktok.com',
      html: `<blockquote class="tiktok-embed" data-video-id="${id}"></blockquote>`,
      ...(thumbnailUrl ? { thumbnail_url: thumbnailUrl, thumbnail_width: 720, thumbnail_height: 1280 } : {}),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    oembedUrl: `${origin}/oembed`,
    origin,
    videos,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** The stub, started before the test app that asks it for oEmbed: `useTestApp(tiktok.settings)`. */
export const useTikTokStub = () => useStubBeforeApp(startTikTokStub, (stub) => ({ TIKTOK_OEMBED_URL: stub.oembedUrl }));
