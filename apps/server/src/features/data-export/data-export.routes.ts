import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/http/auth.ts';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import { DATA_EXPORT_PATH, type DataExportService } from './data-export.service.ts';

/** kk-data-20261127.zip: the day the archive was made, in China Standard Time as every moment the app shows. */
function fileName(madeAt: number): string {
  const day = new Date(madeAt + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `kk-data-${day}.zip`;
}

export function dataExportRoutes(app: FastifyInstance, options: RouteOptions, exports: DataExportService) {
  registerEndpoint(app, options, endpoints.requestDataExport, (_input, { userId, language }) =>
    exports.request(userId, language),
  );
  registerEndpoint(app, options, endpoints.getDataExport, (_input, { userId }) => exports.latest(userId));

  // The archive itself (binary, so not in the contract's registry; docs/api.md "A copy of my data"): only with
  // its owner's login, sent in the `token` header as on every call (the address alone opens nothing: no token is
  // 401, another member's is -2918 as if there were none). Never kept by a shared cache.
  app.get(`${DATA_EXPORT_PATH}:id`, async (request, reply) => {
    const userId = await requireUser(request, options.resolveSession);
    const { id } = request.params as { id: string };
    const { file, row } = await exports.download(userId, id);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName(row.ready_time)}"`)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}
