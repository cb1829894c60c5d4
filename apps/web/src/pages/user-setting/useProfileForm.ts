// The state of the profile form: the saved profile, the draft, the field a refusal named, and saving only
// what changed. What the user typed survives any refusal.
import { MESSAGE_VARS, type UserInfo } from '@kk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeCount,
  changedFields,
  draftFrom,
  firstProblem,
  type ProfileDraft,
  type ProfileField,
  refusedField,
} from '../../entities/profile/profile-form.ts';
import { updateProfileMutation } from '../../entities/user/mutations.ts';
import { ApiError } from '../../shared/api/api.ts';
import { messageText } from '../../shared/i18n/message.ts';
import { showToast } from '../../shared/ui/toast.ts';

export function useProfileForm(user: UserInfo) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(() => draftFrom(user));
  const [draft, setDraft] = useState(saved);
  const [invalid, setInvalid] = useState<ProfileField | null>(null);
  const update = useMutation(updateProfileMutation(queryClient));
  const saving = update.isPending;
  const changes = changedFields(saved, draft);
  const dirty = changeCount(changes);

  const savedRef = useRef(saved);
  savedRef.current = saved;

  // The profile changed elsewhere (a refetch): follow it unless the user is editing.
  useEffect(() => {
    const next = draftFrom(user);
    const before = savedRef.current;
    setSaved(next);
    setDraft((current) => (Object.keys(changedFields(before, current)).length === 0 ? next : current));
  }, [user]);

  const set = (patch: Partial<ProfileDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setInvalid(null);
  };

  const save = () => {
    if (saving || dirty === 0) return;
    const problem = firstProblem(changes, Date.now());
    if (problem) {
      setInvalid(problem.field);
      showToast(messageText(t, problem.key, MESSAGE_VARS[problem.key]));
      return;
    }
    update.mutate(changes, {
      onSuccess: (updated) => {
        const next = draftFrom(updated);
        setSaved(next);
        setDraft(next);
        showToast(messageText(t, 'account.saved'));
      },
      // The query client told the failure (a refusal names the problem); point at the field it names too.
      onError: (error) => {
        if (error instanceof ApiError) setInvalid(refusedField(error.data));
      },
    });
  };

  const discard = () => {
    setDraft(saved);
    setInvalid(null);
  };

  return { draft, saved, set, save, discard, dirty, invalid, saving };
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
