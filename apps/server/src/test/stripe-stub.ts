import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A subscription as the stub's Stripe holds it (the fields Sous reads). */
export interface StubSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  trial_end: number | null;
  created: number;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; current_period_end: number; price: { id: string; recurring: { interval: string }; metadata: Record<string, string> } }[] };
}

export interface StripeStub {
  /** STRIPE_API_BASE_URL for Sous. */
  baseUrl: string;
  /** Requests received: method, path and the form-encoded parameters, flat (`line_items[0][price]`). */
  requests: { method: string; path: string; params: Record<string, string> }[];
  subscriptions: Map<string, StubSubscription>;
  /** Stores (or replaces) a subscription with sensible defaults. */
  putSubscription(fields: Partial<StubSubscription> & { id: string; customer: string; priceId?: string; interval?: string; periodEnd?: number }): StubSubscription;
  /** Requests to a path (e.g. 'GET /v1/subscriptions/sub_1'). */
  count(methodAndPath: string): number;
  reset(): void;
  close(): Promise<void>;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A local server speaking the part of Stripe's REST API Sous uses (form-encoded requests, JSON
 * answers, Stripe's error shape): Checkout sessions, portal sessions, and subscriptions read,
 * updated and cancelled. The Stripe SDK is pointed at it by host and port.
 */
export async function startStripeStub(): Promise<StripeStub> {
  let sequence = 0;
  const requests: StripeStub['requests'] = [];
  const subscriptions = new Map<string, StubSubscription>();

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${String(++sequence)}` });
    res.end(JSON.stringify(body));
  };
  const noSuch = (res: http.ServerResponse, what: string) => {
    send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, params });
      if (req.headers.authorization !== 'Bearer sk_test_stub') {
        send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${String(++sequence)}`;
        send(res, 200, { id, object: 'checkout.session', mode: params.mode, url: `https://checkout.stripe.com/c/pay/${id}` });
      } else if (method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        send(res, 200, { id: `bps_${String(++sequence)}`, object: 'billing_portal.session', url: `https://billing.stripe.com/p/session/test_${String(sequence)}` });
      } else if (subscriptionPath) {
        const subscription = subscriptions.get(decodeURIComponent(subscriptionPath[1] ?? ''));
        if (!subscription) {
          noSuch(res, 'subscription');
          return;
        }
        if (method === 'POST' && params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
        if (method === 'DELETE') subscription.status = 'canceled';
        send(res, 200, subscription);
      } else {
        send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname})` } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    requests,
    subscriptions,
    putSubscription({ priceId = 'price_monthly', interval = 'month', periodEnd = nowSeconds() + 30 * 86400, ...fields }) {
      const subscription: StubSubscription = {
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: false,
        trial_end: null,
        created: nowSeconds(),
        metadata: {},
        items: { object: 'list', data: [{ id: `si_${fields.id}`, current_period_end: periodEnd, price: { id: priceId, recurring: { interval }, metadata: {} } }] },
        ...fields,
      };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    count: (methodAndPath) => requests.filter((r) => `${r.method} ${r.path}` === methodAndPath).length,
    reset() {
      requests.length = 0;
      subscriptions.clear();
    },
    close: () => new Promise((resolve) => server.close(() => { resolve(); })),
  };
}
