// Onboarding (DESIGN §3): after sign-up and at sign-in while the profile is incomplete. One step per
// address (`?step=`), so the browser's back goes to the previous step; each step saves what it asks for.

import { CODE } from '@kk/contract';
import { mutationOptions, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { feedKeys } from '../../entities/people/queries.ts';
import { userInfoQuery, userKeys } from '../../entities/user/queries.ts';
import { ApiError, api } from '../../shared/api/api.ts';
import type { ApiRequest } from '../../shared/api/types.ts';
import { K } from '../../shared/i18n/keys.ts';
import { afterLoginPath, onboardingPath, REDIRECT_PARAM } from '../../shared/paths.ts';
import { session, useSession } from '../../shared/session/session.ts';
import { BackIcon } from '../../shared/ui/icons.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import styles from './Onboarding.module.css';
import { AvatarStep, BirthdayStep, NameStep, PlaceStep } from './OnboardingSteps.tsx';
import { firstMissingStep, ONBOARDING_STEP_PARAM, STEPS, stepIndex } from './onboarding.ts';

export type Changes = ApiRequest<'updateUserInfo'>;

export function OnboardingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const redirect = params.get(REDIRECT_PARAM);
  const { user: sessionUser } = useSession();
  const user = useQuery(userInfoQuery(sessionUser)).data ?? sessionUser;
  const save = useMutation(onboardingSaveMutation(queryClient));
  const [problem, setProblem] = useState<string | null>(null);
  const stepParam = params.get(ONBOARDING_STEP_PARAM);
  const index = stepIndex(stepParam);
  const step = STEPS[index] ?? STEPS[0];

  const goTo = (next: number, replace = false) => {
    setProblem(null);
    navigate(onboardingPath(STEPS[next], redirect), { replace });
  };

  const finish = async () => {
    await session.reloadUser();
    // The feed's default filter (who to meet) and its ranking (same city) depend on what was just saved.
    await queryClient.invalidateQueries({ queryKey: feedKeys.all });
    showToast(t(K.onboarding.done));
    navigate(afterLoginPath(redirect), { replace: true });
  };

  const next = () => (index < STEPS.length - 1 ? goTo(index + 1) : void finish());

  const back = () => {
    // A step opened by address (a reload) has no earlier step in the history: replace instead of leaving.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else goTo(index - 1, true);
  };

  const submit = (changes: Changes) => {
    if (Object.keys(changes).length === 0) return next();
    setProblem(null);
    save.mutate(changes, {
      onSuccess: next,
      // Only the codes the step shows in place: every other refusal was toasted already (shared/api/failure.ts).
      onError: (error) =>
        setProblem(
          error instanceof ApiError && (IN_PLACE_CODES as readonly number[]).includes(error.code)
            ? error.message
            : null,
        ),
    });
  };

  if (!user) return null;
  // Opened without a step (after a login): the first required step still missing, named in the address so
  // that back from the next step returns to it.
  if (stepParam === null) {
    return <Navigate replace to={onboardingPath(firstMissingStep(user) ?? STEPS[0], redirect)} />;
  }
  const stepProps = { user, problem, busy: save.isPending, onSubmit: submit, onSkip: next };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {index > 0 ? (
          <button type="button" className={styles.back} aria-label={t(K.onboarding.back)} onClick={back}>
            <BackIcon size={22} />
          </button>
        ) : (
          <span className={styles.back} />
        )}
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t(K.onboarding.progress, { n: index + 1, count: STEPS.length })}
          aria-valuemin={1}
          aria-valuemax={STEPS.length}
          aria-valuenow={index + 1}
        >
          {STEPS.map((name, i) => (
            <span key={name} className={i <= index ? styles.dotDone : styles.dot} />
          ))}
        </div>
        <span className={styles.count}>{t(K.onboarding.stepOf, { n: index + 1, count: STEPS.length })}</span>
      </header>
      {step === 'name' ? <NameStep key={step} {...stepProps} /> : null}
      {step === 'birthday' ? <BirthdayStep key={step} {...stepProps} /> : null}
      {step === 'place' ? <PlaceStep key={step} {...stepProps} /> : null}
      {step === 'avatar' ? <AvatarStep key={step} {...stepProps} /> : null}
    </div>
  );
}

// Onboarding saves each step through updateUserInfo. The server's refusals that concern what was typed (a
// reserved or taken name, a field the rules refuse) are shown in place on the step, not as a toast.
/** The codes a step shows beside its fields. */
export const IN_PLACE_CODES = [CODE.paramsError, CODE.usernameTaken] as const;

export function onboardingSaveMutation(queryClient: QueryClient) {
  return mutationOptions({
    meta: { endpoint: 'updateUserInfo', handles: IN_PLACE_CODES },
    mutationFn: (changes: ApiRequest<'updateUserInfo'>) =>
      api.call('updateUserInfo', changes, { handle: IN_PLACE_CODES, loading: true }),
    onSuccess: (updated) => queryClient.setQueryData(userKeys.info(), updated),
  });
}
