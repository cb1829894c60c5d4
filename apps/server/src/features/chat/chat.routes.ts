import { randomBytes, randomInt } from 'node:crypto';
import { endpoints, GREETING_COUNT } from '@kk/contract';
import { type Language, translate } from '@kk/contract/i18n';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { ChatService } from './chat.service.ts';

/**
 * Greetings (SPEC §9): eight opening lines, picked at random. zh-Hans holds SPEC's Chinese lines; the other
 * contract catalogues hold their localized variants, so a greeting is sent in the sender's language.
 */
export function greetingLine(language: Language, pick = randomInt(GREETING_COUNT)): string {
  return translate(language, `greeting.line${pick + 1}`);
}

/** 128 random bits: ids cannot be guessed, so nobody can take another's message id before it is sent. */
export function newMessageId(): string {
  return randomBytes(16).toString('hex');
}

export function chatRoutes(app: FastifyInstance, options: RouteOptions, chat: ChatService) {
  registerEndpoint(app, options, endpoints.createMessageId, async () => newMessageId());
  registerEndpoint(app, options, endpoints.getSessionList, ({ page, pageSize }, { userId }) =>
    chat.reader.sessions(userId, page, pageSize),
  );
  registerEndpoint(app, options, endpoints.getMessageList, (input, { userId }) =>
    chat.reader.history(userId, input.userId, input.before, input.pageSize),
  );
  registerEndpoint(app, options, endpoints.readMessage, (input, { userId }) => chat.read(userId, input.userId));
  registerEndpoint(app, options, endpoints.revokeMessage, (input, { userId }) => chat.revoke(userId, input.messageId));
  registerEndpoint(app, options, endpoints.updateMarkName, (input, { userId }) =>
    chat.reader.setMarkName(userId, input.userId, input.mark_name),
  );
  registerEndpoint(app, options, endpoints.deleteSession, (input, { userId }) =>
    chat.reader.deleteSession(userId, input.userId),
  );
  registerEndpoint(app, options, endpoints.getUnreadNum, (_input, { userId }) => chat.reader.unread(userId));
  registerEndpoint(app, options, endpoints.sayHi, async (input, { userId, language }) => {
    const sent = await chat.send(userId, {
      message_id: newMessageId(),
      to_user_id: input.userId,
      content: greetingLine(language),
    });
    return sent.message;
  });
}
