import { TEXT_RULES } from '@kk/contract';
import { useQueryClient } from '@tanstack/react-query';
import Popup from 'antd-mobile/es/components/popup';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findSession, patchSession, type SessionPages } from '../../entities/chat/cache.ts';
import { chatKeys } from '../../entities/chat/keys.ts';
import { api } from '../../shared/api/api.ts';
import { K } from '../../shared/i18n/keys.ts';
import styles from './ChatPage.module.css';

interface MarkNameSheetProps {
  open: boolean;
  peer: number;
  current: string;
  onClose: () => void;
  onSaved: () => void;
}

/** The mark name (备注名): what you call the person, seen only by you; empty clears it. */
export function MarkNameSheet({ open, peer, current, onClose, onSaved }: MarkNameSheetProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(current);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) setValue(current);
  }, [open, current]);

  const save = async () => {
    setSaving(true);
    try {
      const { mark_name } = await api.call('updateMarkName', { userId: peer, mark_name: value.trim() });
      queryClient.setQueryData<SessionPages>(chatKeys.sessions(), (data) =>
        patchSession(data, peer, (session) => ({ ...session, mark_name })),
      );
      // No conversation in the list yet: the list learns the name when it next loads.
      if (!findSession(queryClient.getQueryData<SessionPages>(chatKeys.sessions()), peer)) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.sessions() });
      }
      onSaved();
      onClose();
    } catch {
      // told by the wrapper; the sheet stays open with what was typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet}>
      <form
        className={styles.nameForm}
        aria-label={t(K.chat.markName)}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2 className={styles.sheetTitle}>{t(K.chat.markName)}</h2>
        <input
          className={styles.nameInput}
          value={value}
          maxLength={TEXT_RULES.markName.max * 2}
          placeholder={t(K.chat.markNamePlaceholder)}
          aria-label={t(K.chat.markName)}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <button type="submit" className={styles.nameSave} disabled={saving}>
          {t(K.chat.markNameSave)}
        </button>
      </form>
    </Popup>
  );
}
