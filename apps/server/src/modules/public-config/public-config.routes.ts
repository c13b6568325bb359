import { publicConfigResponse, type PublicConfig } from '@sous/contract/public-config';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env';
import type { PriceList } from '../billing/billing.service';

/** What the SPA learns at run time instead of at build time. */
export function presentPublicConfig(config: Config, prices: PriceList): PublicConfig {
  return {
    publicUrl: config.PUBLIC_URL,
    oidc: {
      issuer: config.OIDC_ISSUER,
      clientId: config.OIDC_CLIENT_ID,
      audience: config.OIDC_AUDIENCE,
    },
    billing: {
      provider: config.BILLING_PROVIDER,
      monthlyPriceId: prices.monthly,
      yearlyPriceId: prices.yearly,
    },
    analytics:
      config.ANALYTICS_SCRIPT_URL && config.ANALYTICS_SITE_ID
        ? { scriptUrl: config.ANALYTICS_SCRIPT_URL, siteId: config.ANALYTICS_SITE_ID }
        : null,
  };
}

export const publicConfigRoutes =
  (config: Config, prices: PriceList): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const body = presentPublicConfig(config, prices);
    app.get(
      '/api/config',
      { schema: { tags: ['platform'], summary: 'Public runtime configuration for the web app', response: { 200: publicConfigResponse } } },
      () => body,
    );
    done();
  };
