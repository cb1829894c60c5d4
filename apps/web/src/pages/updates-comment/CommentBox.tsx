// The comment box fixed at the bottom: one line that grows, the person being answered (with a way back to a
// plain comment), and 发送 once there is something to send.
import { SQUARE } from '@kk/contract';
import { type FormEvent, type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';
import { VISUALLY_HIDDEN } from '../../shared/ui/attrs.ts';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import styles from './UpdatesCommentPage.module.css';

interface CommentBoxProps {
  value: string;
  onChange: (value: string) => void;
  replyTo: string | null;
  onCancelReply: () => void;
  onSend: () => void;
  sending: boolean;
  input: RefObject<HTMLTextAreaElement | null>;
}

export function CommentBox({ value, onChange, replyTo, onCancelReply, onSend, sending, input }: CommentBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() !== '' && !sending) onSend();
  };
  const placeholder = replyTo
    ? t(K.updatesComment.replyPlaceholder, { name: replyTo })
    : t(K.updatesComment.placeholder);
  return (
    <form className={styles.box} onSubmit={submit}>
      {replyTo ? (
        <div className={styles.replying}>
          <span>{placeholder}</span>
          <button
            type="button"
            className={styles.cancelReply}
            aria-label={t(K.updatesComment.cancelReply)}
            onClick={onCancelReply}
          >
            <CloseIcon size={14} />
          </button>
        </div>
      ) : null}
      <div className={styles.boxRow}>
        <label htmlFor={`${id}input`} className={VISUALLY_HIDDEN}>
          {t(K.updatesComment.inputLabel)}
        </label>
        <textarea
          ref={input}
          id={`${id}input`}
          className={styles.input}
          rows={1}
          value={value}
          maxLength={SQUARE.commentContentMax * 2}
          placeholder={placeholder}
          enterKeyHint="send"
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter sends (the keyboard's send key); Shift+Enter keeps a line break.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
          }}
        />
        <button type="submit" className={styles.send} disabled={value.trim() === '' || sending}>
          {t(K.updatesComment.send)}
        </button>
      </div>
    </form>
  );
}
