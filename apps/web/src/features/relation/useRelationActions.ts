// The relation toggles as a screen uses them: a confirmation where one is due (blocking is destructive; unblock
// and show again are confirmed but not red), then the mutation, then a toast saying what changed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';
import {
  blockMutation,
  followMutation,
  noSeeMutation,
  topMutation,
  zanMutation,
} from '../../entities/relation/mutations.ts';
import { quietly } from '../../shared/api/quietly.ts';
import { K } from '../../shared/i18n/keys.ts';
import { confirmDestructive } from '../../shared/ui/confirm.ts';
import { showToast } from '../../shared/ui/toast.ts';

interface Person {
  id: number;
  username: string;
}

export function useRelationActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const follow = useMutation(followMutation(queryClient));
  const zan = useMutation(zanMutation(queryClient));
  const top = useMutation(topMutation(queryClient));
  const block = useMutation(blockMutation(queryClient));
  const noSee = useMutation(noSeeMutation(queryClient));

  const confirmPlain = (title: string, content: string, confirmText: string) =>
    Dialog.confirm({ title, content, confirmText, cancelText: t(K.app.cancel) });

  return {
    pending: {
      follow: follow.isPending,
      zan: zan.isPending,
      top: top.isPending,
      block: block.isPending,
      noSee: noSee.isPending,
    },
    toggleFollow: (person: Person) =>
      quietly(follow.mutateAsync(person.id)).then((answer) => {
        if (answer) showToast(t(answer.is_follow ? K.relation.followed : K.relation.unfollowed));
        return answer?.is_follow;
      }),
    toggleZan: (person: Person) =>
      quietly(zan.mutateAsync(person.id)).then((answer) => {
        if (answer) showToast(t(answer.is_zan ? K.relation.zanDone : K.relation.zanUndone));
        return answer?.is_zan;
      }),
    toggleTop: (person: Person) =>
      quietly(top.mutateAsync(person.id)).then((answer) => {
        if (answer) showToast(t(answer.is_top ? K.relation.topped : K.relation.untopped));
        return answer?.is_top;
      }),
    /** Resolves true once blocked; false when the user cancelled. */
    async block(person: Person): Promise<boolean> {
      const sure = await confirmDestructive({
        title: t(K.relation.blockTitle, { name: person.username }),
        content: t(K.relation.blockBody),
        confirmText: t(K.relation.block),
        cancelText: t(K.app.cancel),
      });
      if (!sure) return false;
      const answer = await quietly(block.mutateAsync(person.id));
      if (answer?.is_block !== 1) return false;
      showToast(t(K.relation.blocked));
      return true;
    },
    async unblock(person: Person): Promise<boolean> {
      const sure = await confirmPlain(
        t(K.relation.unblockTitle, { name: person.username }),
        t(K.relation.unblockBody),
        t(K.relation.unblock),
      );
      if (!sure) return false;
      const answer = await quietly(block.mutateAsync(person.id));
      if (answer?.is_block !== 0) return false;
      showToast(t(K.relation.unblocked));
      return true;
    },
    /** Hiding someone's updates is undone in one tap, so it needs no confirmation; showing them again asks. */
    async toggleNoSee(person: Person, hidden: boolean): Promise<boolean> {
      if (hidden) {
        const sure = await confirmPlain(
          t(K.relation.showAgainTitle, { name: person.username }),
          t(K.relation.showAgainBody),
          t(K.relation.showAgain),
        );
        if (!sure) return false;
      }
      const answer = await quietly(noSee.mutateAsync(person.id));
      if (!answer) return false;
      showToast(t(answer.is_nosee ? K.relation.noSeeDone : K.relation.shownAgain));
      return true;
    },
  };
}

export type RelationActions = ReturnType<typeof useRelationActions>;
