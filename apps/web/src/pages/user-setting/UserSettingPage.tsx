import { maskPhone } from '@kk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appVersionQuery } from '../../entities/profile/queries.ts';
import { userInfoQuery } from '../../entities/user/queries.ts';
import { DATA_EXPORT_PATH } from '../../features/data-export/path.ts';
import { useVip } from '../../features/pay/useVip.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { useLogout } from '../../shared/session/useLogout.ts';
import { confirmDestructive } from '../../shared/ui/confirm.ts';
import { Splash } from '../../shared/ui/Splash.tsx';
import { useChooseLanguage } from '../../shared/ui/useChooseLanguage.ts';
import { DeleteAccountSheet } from './DeleteAccountSheet.tsx';
import { deletionLossText, vipDaysLeft, warningWithLoss } from './deletion-loss.ts';
import { PickerRow, RowGroup } from './FormRows.tsx';
import { PushSettings } from './PushSettings.tsx';
import { SafetySettings } from './SafetySettings.tsx';
import styles from './UserSettingPage.module.css';

/**
 * The app's settings (SPEC's /pages/userSetting/userSetting): account, language, version, help and
 * diagnostics, legal texts, logout, deletion. The profile itself is edited on its own page (PATHS.editProfile).
 */
export function UserSettingPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { user: sessionUser } = useSession();
  const user = useQuery(userInfoQuery(sessionUser)).data ?? sessionUser;
  const version = useQuery(appVersionQuery());
  const { language, choose: chooseLanguage } = useChooseLanguage();
  const [deleting, setDeleting] = useState(false);
  const walletQuery = useVip().info;
  // What the confirmation named, shown again on the deletion sheet.
  const [loss, setLoss] = useState('');

  const startDeletion = async () => {
    // The coins and VIP days left go with the account: the warning names them (nothing more when there are none).
    // Read afresh, not from the cache: a tap before the page's copy arrived, or a purchase since, would leave them out.
    const wallet = (await walletQuery.refetch()).data ?? walletQuery.data;
    const lost = deletionLossText(t, i18n.language, wallet?.balance ?? 0, vipDaysLeft(wallet, Date.now()));
    setLoss(lost);
    const confirmed = await confirmDestructive({
      title: t(K.deleteAccount.confirmTitle),
      content: warningWithLoss(t(K.deleteAccount.confirmBody), lost),
      confirmText: t(K.deleteAccount.continue),
      cancelText: t(K.app.cancel),
    });
    if (confirmed) setDeleting(true);
  };

  if (!user) return <Splash label={t(K.app.loading)} />;

  return (
    <div className={styles.page}>
      <RowGroup title={t(K.settings.account)}>
        <PickerRow label={t(K.me.editProfile)} value={user.username} onClick={() => navigate(PATHS.editProfile)} />
        <PickerRow label={t(K.profile.phone)} value={user.phone ? maskPhone(user.phone) : t(K.me.noPhone)} readOnly />
      </RowGroup>
      <RowGroup title={t(K.settings.general)}>
        <PickerRow label={t(K.settings.language)} value={t(K.languages[language])} onClick={chooseLanguage} />
        <PickerRow
          label={t(K.settings.version)}
          value={
            version.data ? t(K.settings.versionValue, { version: version.data.version }) : t(K.settings.versionLoading)
          }
          readOnly
        />
      </RowGroup>
      <PushSettings />
      <SafetySettings user={user} />
      <RowGroup title={t(K.settings.help)}>
        <PickerRow label={t(K.settings.feedback)} value={''} onClick={() => navigate(PATHS.feedback)} />
        <PickerRow label={t(K.settings.log)} value={''} onClick={() => navigate(PATHS.log)} />
        <PickerRow label={t(K.settings.localFile)} value={''} onClick={() => navigate(PATHS.localFile)} />
      </RowGroup>
      <RowGroup title={t(K.safety.title)}>
        <PickerRow label={t(K.safety.title)} value={''} onClick={() => navigate(PATHS.safety)} />
        <PickerRow label={t(K.safety.exportTitle)} value={''} onClick={() => navigate(DATA_EXPORT_PATH)} />
      </RowGroup>
      <RowGroup title={t(K.settings.legal)}>
        <PickerRow label={t(K.settings.agreement)} value={''} onClick={() => navigate(PATHS.userAgreement)} />
        <PickerRow label={t(K.settings.privacy)} value={''} onClick={() => navigate(PATHS.privacyPolicy)} />
      </RowGroup>
      <button type="button" className={styles.logout} onClick={() => void logout()}>
        {t(K.me.logout)}
      </button>
      <button type="button" className={styles.deleteAccount} onClick={() => void startDeletion()}>
        {t(K.deleteAccount.entry)}
      </button>
      <DeleteAccountSheet
        open={deleting}
        phone={user.phone}
        hasPassword={user.hasPassword}
        loss={loss}
        onClose={() => setDeleting(false)}
      />
    </div>
  );
}
