// Composition of the server's own answers: health and readiness (the database, and Redis when configured), the
// app's version and download address, which login buttons to show, the OpenAPI document, and the caller's region.
import { consoleEndpoints, endpoints } from '@kk/contract';
import type { Redis } from 'ioredis';
import { locationRoutes } from '../features/location/location.routes.ts';
import { SystemRepository } from '../features/system/system.repository.ts';
import { documentedEndpoints, systemRoutes } from '../features/system/system.routes.ts';
import type { Db } from '../platform/db/database.ts';
import { type Geo, Ip2RegionGeo } from '../platform/geo/geo.ts';
import { buildOpenApi } from '../platform/http/openapi.ts';
import type { RouteOptions } from '../platform/http/route.ts';
import type { Platform } from './platform.ts';

export interface SystemDeps extends Platform {
  db: Db;
  redis: Redis | null;
  /** What getLoginConfig answers (wiring/payment.ts). */
  loginProviders: { alipay: boolean; apple: boolean; oneTap: boolean };
  /** Replaces the IP region lookup (tests). */
  geo?: Geo | undefined;
}

export function buildSystem({ server, config, db, redis, loginProviders, geo }: SystemDeps) {
  const system = new SystemRepository(db.kysely);
  return {
    registerRoutes(options: RouteOptions) {
      locationRoutes(server, options, geo ?? new Ip2RegionGeo());
      systemRoutes(server, options, {
        ping: () => system.ping(),
        pingRedis: redis ? async () => void (await redis.ping()) : null,
        database: db.dialect,
        appDownloadUrl: config.appDownloadUrl,
        loginProviders,
        openApi: buildOpenApi(documentedEndpoints({ ...endpoints, ...consoleEndpoints }, config.env), {
          publicBaseUrl: config.pay.publicBaseUrl,
        }),
      });
    },
  };
}
