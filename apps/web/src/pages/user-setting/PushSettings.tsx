import Switch from 'antd-mobile/es/components/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';
import { pushSettings, usePushSettings } from '../../shared/push/push-settings.ts';
import { disablePush, enablePush, PUSH_RESULT, pushSupported, registerPush } from '../../shared/push/web-push.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { RowGroup } from './FormRows.tsx';
import styles from './PushSettings.module.css';

/**
 * Notifications of new messages on this device (SPEC §7 push): allow them (the browser asks), and
 * whether they show who wrote and what. Both are this device's: a subscription belongs to one browser.
 */
export function PushSettings() {
  const { t } = useTranslation();
  const settings = usePushSettings();
  const [busy, setBusy] = useState(false);
  const supported = pushSupported();

  const toggleAllow = async (on: boolean) => {
    setBusy(true);
    try {
      if (!on) {
        await disablePush();
        showToast(t(K.push.disabled));
        return;
      }
      const result = await enablePush(settings.preview);
      if (result === PUSH_RESULT.on) showToast(t(K.push.enabled));
      else if (result === PUSH_RESULT.denied) showToast(t(K.push.denied));
      else if (result === PUSH_RESULT.unsupported) showToast(t(K.push.unsupported));
      else showToast(t(K.push.failed));
    } finally {
      setBusy(false);
    }
  };

  const togglePreview = async (on: boolean) => {
    pushSettings.set({ ...settings, preview: on });
    // The server learns the choice with the subscription (addPushId upserts it).
    if (settings.allow) await registerPush();
  };

  return (
    <RowGroup title={t(K.push.title)}>
      <div className={styles.row}>
        <span className={styles.text}>
          <span>{t(K.push.allow)}</span>
          <span className={styles.hint}>{supported ? t(K.push.allowHint) : t(K.push.unsupported)}</span>
        </span>
        <Switch
          checked={settings.allow && supported}
          disabled={!supported || busy}
          loading={busy}
          aria-label={t(K.push.allow)}
          onChange={(on) => void toggleAllow(on)}
        />
      </div>
      <div className={styles.row}>
        <span className={styles.text}>
          <span>{t(K.push.preview)}</span>
          <span className={styles.hint}>{t(K.push.previewHint)}</span>
        </span>
        <Switch
          checked={settings.preview}
          disabled={!supported || !settings.allow}
          aria-label={t(K.push.preview)}
          onChange={(on) => void togglePreview(on)}
        />
      </div>
    </RowGroup>
  );
}
