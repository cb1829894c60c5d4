import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { LoginService } from './login.service.ts';

export function loginRoutes(app: FastifyInstance, options: RouteOptions, login: LoginService) {
  registerEndpoint(app, options, endpoints.loginByPhone, async ({ phone, code, password }, context) => {
    context.setMessage('login.success');
    return login.byPhone(phone, code, password);
  });
  registerEndpoint(app, options, endpoints.loginByPasswd, async ({ username, password }, context) => {
    context.setMessage('login.success');
    return login.byPassword(username, password, context.ip);
  });
  registerEndpoint(app, options, endpoints.resetByPhone, async ({ phone, code, password }, context) => {
    await login.reset(phone, code, password);
    context.setMessage('login.passwordReset');
    return null;
  });
  registerEndpoint(app, options, endpoints.logout, async (_input, context) => {
    await login.logout(context.token);
    context.setMessage('login.loggedOut');
    return null;
  });
}
