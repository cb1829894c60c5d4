import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONSOLE_LANGUAGES, type ConsoleLanguage, changeLanguage } from '../i18n/i18n.ts';

/** The console's language; each language's name is written in that language (the catalogue's own `language.name`). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select<ConsoleLanguage>
      size="small"
      aria-label={t('common.language')}
      value={i18n.language === 'en' ? 'en' : 'zh-Hans'}
      onChange={(value) => void changeLanguage(value)}
      options={CONSOLE_LANGUAGES.map((language) => ({
        value: language,
        label: i18n.getFixedT(language)('language.name'),
      }))}
      style={{ width: 110 }}
    />
  );
}
