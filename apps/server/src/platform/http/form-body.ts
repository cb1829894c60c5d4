// Form-encoded bodies (application/x-www-form-urlencoded) for the few routes that are not JSON: Alipay's
// notifications and the sandbox gateway's pages. Installed in an encapsulated scope only, so JSON endpoints
// keep refusing form bodies.
import type { FastifyInstance } from 'fastify';

export const FORM_BODY_LIMIT = 64 * 1024;

export function installFormBody(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      // Repeated names keep their last value; values are decoded once, as Alipay signs them.
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
