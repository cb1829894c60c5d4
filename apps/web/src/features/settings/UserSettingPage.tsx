import { LANGUAGES } from '@kk/contract/i18n';
import { useQuery } from '@tanstack/react-query';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changeLanguage, currentLanguage } from '../../i18n/i18n.ts';
import { K } from '../../i18n/keys.ts';
import { PATHS } from '../../paths.ts';
import { useLogout } from '../../session/useLogout.ts';
import { BUTTON, CARD_LIST } from '../../ui/attrs.ts';
import { DocumentIcon, GlobeIcon, InfoIcon } from '../../ui/icons.tsx';
import { appVersionQuery } from './queries.ts';
import styles from './UserSettingPage.module.css';

/** User settings: interface language, app version (getAppVersion), the legal texts and logout. */
export function UserSettingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const version = useQuery(appVersionQuery());
  const language = currentLanguage();

  const chooseLanguage = () => {
    const sheet = ActionSheet.show({
      extra: t(K.settings.chooseLanguage),
      cancelText: t(K.app.cancel),
      actions: LANGUAGES.map((code) => ({
        key: code,
        text: t(K.languages[code]),
        bold: code === language,
        onClick: () => {
          sheet.close();
          void changeLanguage(code);
        },
      })),
    });
  };

  return (
    <div className={styles.page}>
      <List header={t(K.settings.general)} className={styles.group} {...CARD_LIST}>
        <List.Item
          prefix={
            <span className={styles.icon}>
              <GlobeIcon size={20} />
            </span>
          }
          extra={t(K.languages[language])}
          onClick={chooseLanguage}
        >
          {t(K.settings.language)}
        </List.Item>
        <List.Item
          prefix={
            <span className={styles.icon}>
              <InfoIcon size={20} />
            </span>
          }
          extra={
            version.data ? t(K.settings.versionValue, { version: version.data.version }) : t(K.settings.versionLoading)
          }
        >
          {t(K.settings.version)}
        </List.Item>
      </List>
      <List header={t(K.settings.legal)} className={styles.group} {...CARD_LIST}>
        <List.Item
          prefix={
            <span className={styles.icon}>
              <DocumentIcon size={20} />
            </span>
          }
          onClick={() => navigate(PATHS.userAgreement)}
        >
          {t(K.settings.agreement)}
        </List.Item>
        <List.Item
          prefix={
            <span className={styles.icon}>
              <DocumentIcon size={20} />
            </span>
          }
          onClick={() => navigate(PATHS.privacyPolicy)}
        >
          {t(K.settings.privacy)}
        </List.Item>
      </List>
      <button {...BUTTON} className={styles.logout} onClick={() => void logout()}>
        {t(K.me.logout)}
      </button>
    </div>
  );
}
