// "Say hi" (SPEC §9 greetings): the server sends one of the eight opening lines, in the sender's
// language, as a message (sayHi), which is put in place before the conversation opens. Home's cards load this
// on the first tap, so the first screen does not carry chat's cache code.
import { CODE } from '@kk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type MessagePages, upsertMessage } from '../../entities/chat/cache.ts';
import { chatKeys } from '../../entities/chat/keys.ts';
import { userDetailKeys } from '../../entities/person/queries.ts';
import { ApiError, api } from '../../shared/api/api.ts';

/**
 * Resolves true once the greeting is sent; a refusal (blocked, locked, too many) was told by the wrapper. One for
 * their policy (-2913) means their profile's may_write was out of date: it is read again, and the chat and the
 * profile then say who may write.
 */
export async function sayHi(queryClient: QueryClient, userId: number): Promise<boolean> {
  try {
    const message = await api.call('sayHi', { userId }, { loading: true });
    queryClient.setQueryData<MessagePages>(chatKeys.messages(userId), (data) => upsertMessage(data, message));
    void queryClient.invalidateQueries({ queryKey: chatKeys.sessions() });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === CODE.messagePolicyRefused) {
      void queryClient.invalidateQueries({ queryKey: userDetailKeys.of(userId) });
    }
    return false;
  }
}
