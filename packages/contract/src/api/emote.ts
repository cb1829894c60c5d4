// Emotes and emote icons (SPEC §3 "Lists", §7 "Emotes"). Default emotes and icons are an openly
// licensed set served as static files (docs/decisions/0055-greetings-emotes-and-images.md); "my emotes" are a user's
// own images.
import { z } from 'zod';
import { CHAT, FULL_LIST_PAGE_SIZE } from '../constants.ts';
import { CODE } from '../errors.ts';
import { messageIdField } from './chat.ts';
import { defineEndpoint, emptyRequest, noPayload } from './endpoint.ts';
import { fileIdField } from './fields.ts';

/**
 * An emote id: a default emote's is its picture's name (hex code points, "1f600" or "1f469-200d-1f4bb"); one of
 * "my emotes" is "m" and a number ("m12"). One field, so history, lists and messages name both kinds alike.
 */
export const emoteIdField = z
  .string({ error: 'code.emoteNotFound' })
  .max(64, { error: 'code.emoteNotFound' })
  .regex(/^([0-9a-f]{2,6}(-[0-9a-f]{2,6})*|m[1-9][0-9]{0,15})$/, { error: 'code.emoteNotFound' });

/** An emote: a picture sent on its own as a message. */
export const emote = z.object({ id: z.string(), url: z.string(), name: z.string() });
export type Emote = z.infer<typeof emote>;

/** An emote icon: a small emoji typed into a message's text (`code` is the character, `url` its picture). */
export const emoteIcon = z.object({ id: z.string(), code: z.string(), url: z.string(), name: z.string() });
export type EmoteIcon = z.infer<typeof emoteIcon>;

/** Emote lists are asked whole (SPEC §9: page 1, pageSize 999) and cached by the app. */
const fullPageRequest = z.object({
  page: z.number({ error: 'validation.field' }).int().min(1).default(1),
  pageSize: z.number({ error: 'validation.field' }).int().min(1).max(FULL_LIST_PAGE_SIZE).default(FULL_LIST_PAGE_SIZE),
});

export const getDefaultEmoteList = defineEndpoint({
  path: '/api/emote/getDefaultEmoteList',
  method: 'POST',
  auth: 'none',
  payload: 'data',
  summary: 'The default emotes (Twemoji, CC-BY 4.0). The same for everyone: cache it.',
  request: fullPageRequest,
  response: z.object({ list: z.array(emote), total: z.number().int() }),
  errors: [],
});

export const getEmoteIconList = defineEndpoint({
  path: '/api/emoteIcon/getEmoteIconList',
  method: 'POST',
  auth: 'none',
  payload: 'data',
  summary: 'The emote icons typed into text (Twemoji, CC-BY 4.0). The same for everyone: cache it.',
  request: fullPageRequest,
  response: z.object({ list: z.array(emoteIcon), total: z.number().int() }),
  errors: [],
});

export const getUserEmoteHistory = defineEndpoint({
  path: '/api/emote/getUserEmoteHistory',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: `The emotes you sent most recently, newest first (at most ${CHAT.emoteHistoryMax}).`,
  request: emptyRequest,
  response: z.object({ list: z.array(emote) }),
  errors: [],
});

export const getMyEmote = defineEndpoint({
  path: '/api/emote/getMyEmote',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Your own emotes, newest first.',
  request: fullPageRequest,
  response: z.object({ list: z.array(emote), total: z.number().int() }),
  errors: [],
});

export const addUserEmote = defineEndpoint({
  path: '/api/emote/addUserEmote',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: `Adds to your emotes an image you uploaded (\`fileId\`), or an image or emote of a message you sent or received (\`messageId\`, \`index\` of its image). At most ${CHAT.myEmoteMax}; adding one twice keeps one.`,
  request: z.union([
    z.object({ fileId: fileIdField }),
    z.object({
      messageId: messageIdField,
      index: z.number({ error: 'validation.field' }).int().min(0).max(8).default(0),
    }),
  ]),
  response: emote,
  errors: [CODE.fileNotFound, CODE.messageNotFound, CODE.emoteLimitReached],
});

export const deleteMyEmote = defineEndpoint({
  path: '/api/emote/deleteMyEmote',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Removes one of your emotes (messages already sent with it keep their picture).',
  request: z.object({ id: emoteIdField }),
  response: noPayload,
  errors: [CODE.emoteNotFound],
});
