// The chat socket's frames (packages/contract/src/realtime.ts) mapped onto the chat service. Every refusal is an
// `error` frame with its catalogue code and what it refers to (the message_id of a refused message).
import { CODE, clientFrame, type FrameData } from '@kk/contract';
import { isUnavailable } from '../../platform/faults/unavailable.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { errorFrameText, frameText, frameTextOf, jsonObjectOf, jsonOf } from '../../platform/realtime/frames.ts';
import type { ChatSocket, SocketHandler } from '../../platform/realtime/gateway.ts';
import type { ChatService, Sent } from './chat.service.ts';

type Log = { error(details: object, text: string): void };

export class ChatSocketHandler implements SocketHandler {
  readonly #chat: ChatService;
  readonly #log: Log;

  constructor(chat: ChatService, log: Log) {
    this.#chat = chat;
    this.#log = log;
  }

  open(socket: ChatSocket): Promise<void> {
    return this.hello(socket);
  }

  async hello(socket: ChatSocket): Promise<void> {
    socket.send(frameText('hello', { user_id: socket.userId, seq: await this.#chat.reader.latestSeq(socket.userId) }));
  }

  close(): void {}

  async frame(socket: ChatSocket, text: string): Promise<void> {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return socket.send(
        errorFrameText(socket.language, CODE.paramsError, { field: 'body' }, 'validation.field', { field: 'body' }),
      );
    }
    const parsed = clientFrame.safeParse(raw);
    if (!parsed.success) {
      const about = reference(raw);
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'body';
      const key = issue?.message && /^[a-z]+\.[a-zA-Z]+$/.test(issue.message) ? issue.message : 'validation.field';
      return socket.send(errorFrameText(socket.language, CODE.paramsError, { ...about, field }, key, { field }));
    }
    const frame = parsed.data;
    try {
      switch (frame.type) {
        case 'message': {
          const sent = await this.#chat.send(socket.userId, frame.data, socket.id);
          socket.send(ackFrame(sent));
          return;
        }
        case 'read':
          await this.#chat.read(socket.userId, frame.data.user_id);
          return;
        case 'typing':
          await this.#chat.typing(socket.userId, frame.data.to_user_id);
          return;
        case 'revoke':
          await this.#chat.revoke(socket.userId, frame.data.message_id);
          return;
        case 'sync':
          await this.#chat.reader.sync(socket.userId, frame.data.after, (text) => socket.send(text));
          return;
        case 'ping':
          socket.send(frameText('pong', null));
          return;
      }
    } catch (error) {
      // What the frame was about is read again only for a refusal: most frames have none.
      const about = reference(raw);
      if (error instanceof AppError) {
        const data = { ...about, ...((error.data as Record<string, unknown> | null) ?? {}) };
        return socket.send(
          errorFrameText(socket.language, error.code, data, error.messageKey, error.vars, error.moments),
        );
      }
      if (isUnavailable(error)) {
        // Not stored, not acked: the client keeps the message and sends it again (a moment's outage).
        return socket.send(errorFrameText(socket.language, CODE.serviceBusy, about));
      }
      this.#log.error({ err: error, userId: socket.userId, type: frame.type }, 'chat frame failed');
      socket.send(errorFrameText(socket.language, CODE.serverError, about));
    }
  }
}

/** `{message_id, create_time, message}` as frameText would write it, around the message's JSON made once. */
function ackFrame(sent: Sent): string {
  const { message_id, create_time } = sent.message;
  const data = jsonObjectOf<FrameData<'ack'>>({
    message_id: jsonOf(message_id),
    create_time: jsonOf(create_time),
    message: sent.json,
  });
  return frameTextOf('ack', data, sent.seq);
}

/** What a refusal refers to: the frame's type and, for a message or a revoke, its message_id. */
function reference(raw: unknown): { type?: string; message_id?: string } {
  if (!raw || typeof raw !== 'object') return {};
  const { type, data } = raw as { type?: unknown; data?: unknown };
  const messageId = data && typeof data === 'object' ? (data as { message_id?: unknown }).message_id : undefined;
  return {
    ...(typeof type === 'string' && type.length <= 16 ? { type } : {}),
    ...(typeof messageId === 'string' && messageId.length <= 64 ? { message_id: messageId } : {}),
  };
}
