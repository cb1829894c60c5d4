import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS } from '../../features/moderate/acts.ts';

/** The keys of the queue and of a report, as the help popover lists them. */
export function ShortcutHelp() {
  const { t } = useTranslation();
  return (
    <Descriptions column={1} size="small" style={{ width: 280 }}>
      <Descriptions.Item label={<kbd className="kk-kbd">{t('shortcuts.moveKeys')}</kbd>}>
        {t('shortcuts.move')}
      </Descriptions.Item>
      <Descriptions.Item label={<kbd className="kk-kbd">{t('shortcuts.enterKey')}</kbd>}>
        {t('shortcuts.open')}
      </Descriptions.Item>
      {Object.entries(SHORTCUTS).map(([key, act]) => (
        <Descriptions.Item key={key} label={<kbd className="kk-kbd">{key}</kbd>}>
          {t('shortcuts.inReport', { action: t(`action.${act}`) })}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
