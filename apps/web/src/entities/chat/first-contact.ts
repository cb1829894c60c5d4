// Member safety in a conversation (issue 24; docs/decisions/0094-web-first-contact-and-chat-safety.md): which
// pictures from a stranger stay blurred, who may write when the other person's policy refuses the viewer, and what
// the composer says after the server refused a message of first contact (-2911, -2912, -2913). Plain data over the
// cached messages, tested in first-contact.test.ts; the chat page draws it.
import { CODE, type MessagePolicy, type UserDetail } from '@kk/contract';
import { K } from '../../shared/i18n/keys.ts';
import type { LocalMessage } from './cache.ts';

/** The refusals of first contact, which the chat shows by the composer (not as a toast) and keeps on the message. */
export const FIRST_CONTACT_CODES: readonly number[] = [
  CODE.newConversationLimit,
  CODE.awaitReply,
  CODE.messagePolicyRefused,
];

/** A policy that keeps some people out (`everyone` refuses no one). */
export type ClosedPolicy = Exclude<MessagePolicy, 'everyone'>;

/** Who may write to them, in a sentence: the chat says it instead of the composer, and their profile says it. */
export const POLICY_TEXT = {
  verified: K.chatSafety.policyVerified,
  following: K.chatSafety.policyFollowing,
} as const satisfies Record<ClosedPolicy, string>;

/** Why the server refused a message of mine, kept on the failed message until it is sent again. */
export type Refusal =
  | { code: typeof CODE.newConversationLimit; until: number }
  | { code: typeof CODE.awaitReply }
  | { code: typeof CODE.messagePolicyRefused; policy: ClosedPolicy };

function isClosedPolicy(value: unknown): value is ClosedPolicy {
  return value === 'verified' || value === 'following';
}

/**
 * The refusal an error frame (or an HTTP answer) carries, or null for any other code. -2911's data says when the
 * budget resets; -2913's names the policy, else `fallbackPolicy` (the profile's, which may be older).
 */
export function refusalOf(code: number, data: unknown, fallbackPolicy?: MessagePolicy): Refusal | null {
  const fields = (data ?? {}) as { until?: unknown; policy?: unknown };
  if (code === CODE.newConversationLimit) {
    return { code, until: typeof fields.until === 'number' ? fields.until : 0 };
  }
  if (code === CODE.awaitReply) return { code };
  if (code === CODE.messagePolicyRefused) {
    const policy = isClosedPolicy(fields.policy)
      ? fields.policy
      : isClosedPolicy(fallbackPolicy)
        ? fallbackPolicy
        : 'verified';
    return { code, policy };
  }
  return null;
}

/**
 * The policy that keeps the viewer from writing to this person, or null when they may (the profile's `may_write`,
 * which the server sets to 1 once a conversation exists).
 */
export function closedPolicyOf(
  detail: Pick<UserDetail, 'may_write' | 'message_policy'> | undefined,
): ClosedPolicy | null {
  if (detail?.may_write !== 0) return null;
  return isClosedPolicy(detail.message_policy) ? detail.message_policy : null;
}

/**
 * What the composer says now: the newest of my messages the server refused for first contact, unless a message
 * was stored since (their answer lifts -2912, and one of mine that went through means the refusal is over) or, for
 * the daily budget, the day has turned.
 */
export function composerRefusal(messages: readonly LocalMessage[], me: number, now: number): Refusal | null {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index] as LocalMessage;
    if (message.state === undefined) return null;
    const refusal = message.from_user_id === me ? message.refusal : undefined;
    if (!refusal) continue;
    if (refusal.code === CODE.newConversationLimit && refusal.until > 0 && refusal.until <= now) return null;
    return refusal;
  }
  return null;
}

/**
 * The pictures that arrive blurred: images from someone I had not answered when they sent them (`from_stranger`),
 * while my setting asks for it (`blur_stranger_images`, 1 by default), and until I have written in the conversation
 * since (answering them is trusting them). A tap shows one (`revealed`, kept by the screen).
 */
export function blurredMessageIds(
  messages: readonly LocalMessage[],
  me: number,
  blurSetting: 0 | 1 | undefined,
): Set<string> {
  const ids = new Set<string>();
  if (blurSetting === 0) return ids;
  let answeredAfter = false;
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index] as LocalMessage;
    if (message.from_user_id === me) {
      // A stored message of mine, later than what comes before it in the list.
      if (message.state === undefined) answeredAfter = true;
      continue;
    }
    if (answeredAfter) break;
    if (message.from_stranger === 1 && message.type === 'image' && message.revoked !== 1) ids.add(message.message_id);
  }
  return ids;
}
