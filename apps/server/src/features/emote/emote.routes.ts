import { CODE, endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { sendEnvelope } from '../../platform/http/envelope.ts';
import { languageOf, message } from '../../platform/http/language.ts';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import { EMOTES_PREFIX, emoteSvg } from './emote.catalog.ts';
import type { EmoteService } from './emote.service.ts';

export function emoteRoutes(app: FastifyInstance, options: RouteOptions, emotes: EmoteService) {
  registerEndpoint(app, options, endpoints.getDefaultEmoteList, async ({ page, pageSize }) =>
    emotes.defaults(page, pageSize),
  );
  registerEndpoint(app, options, endpoints.getEmoteIconList, async ({ page, pageSize }) =>
    emotes.icons(page, pageSize),
  );
  registerEndpoint(app, options, endpoints.getUserEmoteHistory, (_input, { userId }) => emotes.history(userId));
  registerEndpoint(app, options, endpoints.getMyEmote, ({ page, pageSize }, { userId }) =>
    emotes.mine(userId, page, pageSize),
  );
  registerEndpoint(app, options, endpoints.addUserEmote, (input, { userId }) => emotes.add(userId, input));
  registerEndpoint(app, options, endpoints.deleteMyEmote, (input, { userId }) => emotes.remove(userId, input.id));

  // The listed Twemoji pictures only, by id; they never change, so they are cached for a year.
  app.get(`${EMOTES_PREFIX}:file`, async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const svg = file.endsWith('.svg') ? await emoteSvg(file.slice(0, -4)) : undefined;
    if (!svg) return sendEnvelope(reply, CODE.notFound, message(languageOf(request), 'code.notFound'));
    return reply
      .header('content-type', 'image/svg+xml')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(svg);
  });
}
