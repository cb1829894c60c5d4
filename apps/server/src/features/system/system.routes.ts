import { APP_VERSION, endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';

export interface SystemRouteDeps {
  /** Throws when the database does not answer. */
  ping: () => Promise<void>;
  database: 'sqlite' | 'postgres';
  appDownloadUrl: string;
  /** Which optional login providers are configured (payment.wiring.ts). */
  loginProviders: { alipay: boolean; apple: boolean; oneTap: boolean };
  openApi: Record<string, unknown>;
}

export function systemRoutes(app: FastifyInstance, options: RouteOptions, deps: SystemRouteDeps) {
  registerEndpoint(app, options, endpoints.health, async () => {
    await deps.ping();
    return { status: 'ok' as const, version: APP_VERSION, database: deps.database };
  });
  registerEndpoint(app, options, endpoints.getAppVersion, async () => ({
    version: APP_VERSION,
    url: deps.appDownloadUrl,
  }));
  // The app shows only the configured providers' buttons; one-tap has no carrier provider (DESIGN §3).
  registerEndpoint(app, options, endpoints.getLoginConfig, async () => ({ ...deps.loginProviders }));
  app.get('/api/docs', async () => deps.openApi);
}
