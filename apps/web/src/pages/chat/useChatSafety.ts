// Member safety in the open conversation (entities/chat/first-contact.ts): which of a stranger's pictures stay
// blurred (the user's blur_stranger_images, and the pictures tapped to show), why a first contact was refused, and
// the policy that keeps the viewer from writing (the profile's may_write, or a -2913 that came first).
import { CODE, type UserDetail } from '@kk/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { flattenMessages, type LocalMessage } from '../../entities/chat/cache.ts';
import { blurredMessageIds, closedPolicyOf, composerRefusal } from '../../entities/chat/first-contact.ts';
import { messageListQuery } from '../../entities/chat/queries.ts';
import { userInfoQuery } from '../../entities/user/queries.ts';
import { useSession } from '../../shared/session/session.ts';

export function useChatSafety(peer: number, me: number, detail: UserDetail | undefined) {
  const { user: sessionUser } = useSession();
  // What is known of the setting is enough (settings write the answer into this query): no request per chat.
  const info = useQuery({ ...userInfoQuery(sessionUser), staleTime: Number.POSITIVE_INFINITY }).data ?? sessionUser;
  const messages = flattenMessages(useInfiniteQuery(messageListQuery(peer)).data);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const blurSetting = info?.blur_stranger_images;
  const blurred = useMemo(() => {
    const ids = blurredMessageIds(messages, me, blurSetting);
    for (const id of revealed) ids.delete(id);
    return ids;
  }, [messages, me, blurSetting, revealed]);
  const reveal = useCallback((message: LocalMessage) => setRevealed((ids) => new Set(ids).add(message.message_id)), []);
  const refusal = composerRefusal(messages, me, Date.now());
  const closedPolicy = closedPolicyOf(detail) ?? (refusal?.code === CODE.messagePolicyRefused ? refusal.policy : null);
  return { blurred, reveal, refusal, closedPolicy };
}
