import { LANGUAGES, type Language } from '@kk/contract/i18n';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n/i18n.ts';
import { K } from '../i18n/keys.ts';

/**
 * The interface language and a function that opens the sheet to choose another. Settings and the login screen
 * both offer it: someone whose browser picked a language they do not read must not need to log in first.
 */
export function useChooseLanguage(): { language: Language; choose: () => void } {
  // useTranslation re-renders the caller when the language changes, so this stays current.
  const { t } = useTranslation();
  const language = currentLanguage();
  // The sheet's code (a popup with its animation and gesture libraries) loads on the first tap, not with the
  // login screen that shows the button.
  // A failed load reaches the log page as an unhandled rejection (shared/log/app-log.ts); the button can be tapped again.
  const choose = () =>
    void import('antd-mobile/es/components/action-sheet').then(({ default: ActionSheet }) => {
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
    });
  return { language, choose };
}
