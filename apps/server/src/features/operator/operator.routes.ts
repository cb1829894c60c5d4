import { CONSOLE, consoleEndpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { consoleSessionOf } from '../../platform/http/console-auth.ts';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { ConsoleLoginService } from './console-login.service.ts';
import type { OperatorService } from './operator.service.ts';

export function operatorRoutes(
  app: FastifyInstance,
  options: RouteOptions,
  logins: ConsoleLoginService,
  operators: OperatorService,
) {
  registerEndpoint(app, options, consoleEndpoints.consoleLogin, async (input, context) => {
    const session = await logins.login(input);
    context.setHeader('set-cookie', sessionCookie(session.token, CONSOLE.sessionMs, context.secure));
    return { operator: session.operator, csrf: session.csrf };
  });
  registerEndpoint(app, options, consoleEndpoints.consoleChangePassword, async (input) => {
    await logins.changePassword({ ...input, newPassword: input.new_password });
    return null;
  });
  registerEndpoint(app, options, consoleEndpoints.consoleLogout, async (_input, context) => {
    await logins.logout(consoleSessionOf(context).token);
    context.setHeader('set-cookie', sessionCookie('', 0, context.secure));
    return null;
  });
  registerEndpoint(app, options, consoleEndpoints.consoleGetSession, async (_input, context) => {
    const session = consoleSessionOf(context);
    return { operator: session.operator, csrf: session.csrf, expires_at: session.expiresAt };
  });

  // Admins only (the contract's `role`, checked before these run).
  registerEndpoint(app, options, consoleEndpoints.consoleGetOperatorList, async () => ({
    list: await operators.list(),
  }));
  registerEndpoint(app, options, consoleEndpoints.consoleAddOperator, async (input, context) => {
    const { name, password, otpauth } = await operators.add(
      consoleSessionOf(context).operator.id,
      input.name,
      input.role,
    );
    return { name, password, otpauth };
  });
  registerEndpoint(app, options, consoleEndpoints.consoleDisableOperator, async (input, context) => {
    await operators.disable(consoleSessionOf(context).operator.id, input.id);
    return null;
  });
  registerEndpoint(app, options, consoleEndpoints.consoleResetOperator, (input, context) =>
    operators.reset(consoleSessionOf(context).operator.id, input.id),
  );
}

/**
 * The console's cookie: httpOnly (no script reads it), SameSite=Strict (no other site's page sends it), on every
 * path (the console is served under /console/, its API under /api/console/), Secure when the request came over
 * https. An empty value with Max-Age 0 clears it.
 */
function sessionCookie(token: string, maxAgeMs: number, secure: boolean): string {
  const parts = [
    `${CONSOLE.cookie}=${token}`,
    'HttpOnly',
    'SameSite=Strict',
    'Path=/',
    `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
