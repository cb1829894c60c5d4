// Who may write to me and blurred pictures from strangers (issue 24; docs/decisions/0094-web-first-contact-and-chat-safety.md):
// two settings of the account, read from the user info and saved at once with updateUserInfo. While a save is on
// its way the row says so; a refusal is told by the request wrapper (shared/api/report-failure.ts) and the row
// stays where the server has it.
import { MESSAGE_POLICIES, type MessagePolicy, type UserInfo } from '@kk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Switch from 'antd-mobile/es/components/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfileMutation } from '../../entities/user/mutations.ts';
import { K } from '../../shared/i18n/keys.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { ChevronRightIcon } from '../../shared/ui/icons.tsx';
import { MenuSheet } from '../../shared/ui/MenuSheet.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { RowGroup } from './FormRows.tsx';
import styles from './SafetySettings.module.css';

const POLICY_LABEL = {
  everyone: K.safetySetting.everyone,
  verified: K.safetySetting.verified,
  following: K.safetySetting.following,
} as const satisfies Record<MessagePolicy, string>;

function isPolicy(value: string): value is MessagePolicy {
  return (MESSAGE_POLICIES as readonly string[]).includes(value);
}

export function SafetySettings({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation(updateProfileMutation(queryClient));
  const [choosing, setChoosing] = useState(false);
  // An older user info (before the setting existed) reads as the defaults.
  const policy = user.message_policy ?? 'everyone';
  const blur = user.blur_stranger_images !== 0;
  const savingPolicy = save.isPending && save.variables?.message_policy !== undefined;
  const savingBlur = save.isPending && save.variables?.blur_stranger_images !== undefined;

  const change = (changes: { message_policy?: MessagePolicy; blur_stranger_images?: 0 | 1 }) =>
    save.mutate(changes, { onSuccess: () => showToast(t(K.safetySetting.saved)) });

  return (
    <RowGroup title={t(K.safetySetting.title)}>
      <button
        type="button"
        className={cx(styles.row, styles.button)}
        aria-busy={savingPolicy}
        onClick={() => {
          if (!save.isPending) setChoosing(true);
        }}
      >
        <span className={styles.text}>
          <span>{t(K.safetySetting.whoMayWrite)}</span>
          <span className={styles.hint}>{t(K.safetySetting.whoMayWriteHint)}</span>
        </span>
        <span className={styles.value}>{savingPolicy ? t(K.safetySetting.saving) : t(POLICY_LABEL[policy])}</span>
        <ChevronRightIcon size={16} className={styles.chevron} />
      </button>
      <div className={styles.row}>
        <span className={styles.text}>
          <span>{t(K.safetySetting.blurImages)}</span>
          <span className={styles.hint}>{t(K.safetySetting.blurImagesHint)}</span>
        </span>
        <Switch
          checked={blur}
          disabled={save.isPending}
          loading={savingBlur}
          aria-label={t(K.safetySetting.blurImages)}
          onChange={(on) => change({ blur_stranger_images: on ? 1 : 0 })}
        />
      </div>
      <MenuSheet
        open={choosing}
        label={t(K.safetySetting.whoMayWrite)}
        items={MESSAGE_POLICIES.map((key) => ({ key, text: t(POLICY_LABEL[key]), current: key === policy }))}
        cancelText={t(K.app.cancel)}
        onPick={(key) => {
          if (isPolicy(key) && key !== policy) change({ message_policy: key });
        }}
        onClose={() => setChoosing(false)}
      />
    </RowGroup>
  );
}
