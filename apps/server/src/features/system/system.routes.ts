import { APP_VERSION, CODE, type Endpoint, endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';

export interface SystemRouteDeps {
  /** Throws when the database does not answer. */
  ping: () => Promise<void>;
  /** Throws when Redis does not answer; null without Redis. */
  pingRedis: (() => Promise<void>) | null;
  database: 'sqlite' | 'postgres';
  appDownloadUrl: string;
  /** Which optional login providers are configured (wiring/payment.ts). */
  loginProviders: { alipay: boolean; apple: boolean; oneTap: boolean };
  openApi: Record<string, unknown>;
}

export function systemRoutes(app: FastifyInstance, options: RouteOptions, deps: SystemRouteDeps) {
  // Liveness asks nothing of the database: a load balancer that restarted instances whenever the database
  // hiccupped would turn a moment's outage into a long one. Readiness asks.
  registerEndpoint(app, options, endpoints.health, async () => ({
    status: 'ok' as const,
    version: APP_VERSION,
    database: deps.database,
  }));
  registerEndpoint(app, options, endpoints.ready, async () => {
    const state = (check: Promise<void>) =>
      check.then(
        () => 'ok' as const,
        () => 'down' as const,
      );
    const [database, redis] = await Promise.all([
      state(withinMs(deps.ping(), READY_CHECK_MS)),
      deps.pingRedis ? state(withinMs(deps.pingRedis(), READY_CHECK_MS)) : ('none' as const),
    ]);
    const data = { database, redis };
    if (database === 'down' || redis === 'down') throw new AppError(CODE.serviceBusy, { data });
    return data;
  });
  registerEndpoint(app, options, endpoints.getAppVersion, async () => ({
    version: APP_VERSION,
    url: deps.appDownloadUrl,
  }));
  // The app shows only the configured providers' buttons; one-tap has no carrier provider (DESIGN §3).
  registerEndpoint(app, options, endpoints.getLoginConfig, async () => ({ ...deps.loginProviders }));
  app.get('/api/docs', async () => deps.openApi);
}

/** A readiness probe answers well within a load balancer's usual 5 s probe timeout. */
const READY_CHECK_MS = 2_000;

function withinMs(check: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

const DEV_PATH_PREFIX = '/api/dev/';

/**
 * What /api/docs lists. The development endpoints (/api/dev/*, the SMS outbox) never exist in production, so the
 * production document leaves them out rather than advertise routes that answer 404.
 */
export function documentedEndpoints(
  all: Record<string, Endpoint>,
  env: 'development' | 'production' | 'test',
): Record<string, Endpoint> {
  if (env !== 'production') return all;
  return Object.fromEntries(Object.entries(all).filter(([, endpoint]) => !endpoint.path.startsWith(DEV_PATH_PREFIX)));
}
