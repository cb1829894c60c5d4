import { CHAT, type Emote, type EmoteIcon } from '@kk/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmotePanel } from '../../features/emote/EmotePanel.tsx';
import { K } from '../../shared/i18n/keys.ts';
import { chatSocket } from '../../shared/realtime/chat-socket.ts';
import { TYPING_SEND_MS } from '../../shared/realtime/typing.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { ImageIcon } from '../../shared/ui/icons.tsx';
import { ImagePickButton } from '../../shared/upload/ImagePickButton.tsx';
import { UploadList } from '../../shared/upload/UploadList.tsx';
import type { Uploader } from '../../shared/upload/useUploader.ts';
import styles from './ChatPage.module.css';
import { EmoteFaceIcon, KeyboardIcon } from './icons.tsx';

interface ComposerProps {
  peer: number;
  uploader: Uploader;
  onSendText: (text: string) => void;
  onSendEmote: (emote: Emote) => void;
}

/** Text with emoji icons, the emote panel, and pictures (each with its upload progress before it is sent). */
export function Composer({ peer, uploader, onSendText, onSendEmote }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [panel, setPanel] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const lastTyping = useRef(0);

  const send = () => {
    const value = text.trim();
    if (!value) return;
    onSendText(value);
    setText('');
    input.current?.focus();
  };

  const changed = (value: string) => {
    setText(value);
    // "Typing…" for the peer, at most every few seconds and never stored (the socket drops it when down).
    const now = Date.now();
    if (value && now - lastTyping.current > TYPING_SEND_MS) {
      lastTyping.current = now;
      chatSocket.send({ type: 'typing', data: { to_user_id: peer } });
    }
  };

  const insertIcon = (icon: EmoteIcon) => {
    const node = input.current;
    const start = node?.selectionStart ?? text.length;
    const end = node?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${icon.code}${text.slice(end)}`;
    if (Array.from(next).length > CHAT.contentMax) return;
    setText(next);
    requestAnimationFrame(() => {
      const caret = start + icon.code.length;
      node?.setSelectionRange(caret, caret);
    });
  };

  return (
    <div className={styles.composerWrap}>
      {uploader.items.length > 0 ? (
        <div className={styles.uploads}>
          <UploadList items={uploader.items} onRetry={uploader.retry} onRemove={uploader.remove} />
        </div>
      ) : null}
      <div className={styles.composer}>
        <textarea
          ref={input}
          className={styles.input}
          value={text}
          rows={1}
          maxLength={CHAT.contentMax * 2}
          placeholder={t(K.chat.inputPlaceholder)}
          aria-label={t(K.chat.inputLabel)}
          enterKeyHint="send"
          onFocus={() => setPanel(false)}
          onChange={(event) => changed(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter sends on a keyboard; Shift+Enter (and a phone's return key in a composition) breaks the line.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
        />
        <button
          type="button"
          className={cx(styles.tool, panel && styles.toolOn)}
          aria-label={panel ? t(K.chat.keyboard) : t(K.chat.emote)}
          aria-expanded={panel}
          onClick={() => {
            if (panel) input.current?.focus();
            setPanel(!panel);
          }}
        >
          {panel ? <KeyboardIcon /> : <EmoteFaceIcon />}
        </button>
        {text.trim() ? (
          <button type="button" className={styles.send} onClick={send}>
            {t(K.chat.send)}
          </button>
        ) : (
          <ImagePickButton
            label={t(K.chat.image)}
            multiple={true}
            className={styles.tool}
            onPick={(files) => uploader.pick(files)}
          >
            <ImageIcon size={24} />
          </ImagePickButton>
        )}
      </div>
      {panel ? <EmotePanel onIcon={insertIcon} onEmote={onSendEmote} /> : null}
    </div>
  );
}
