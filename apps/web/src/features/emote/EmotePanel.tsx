import type { Emote, EmoteIcon } from '@kk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatKeys } from '../../entities/chat/keys.ts';
import { defaultEmoteQuery, emoteHistoryQuery, emoteIconQuery, myEmoteQuery } from '../../entities/chat/queries.ts';
import { api } from '../../shared/api/api.ts';
import { K } from '../../shared/i18n/keys.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { confirmDestructive } from '../../shared/ui/confirm.ts';
import { PlusIcon } from '../../shared/ui/icons.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useLongPress } from '../../shared/ui/useLongPress.ts';
import { ImagePickButton } from '../../shared/upload/ImagePickButton.tsx';
import { useUploader } from '../../shared/upload/useUploader.ts';
import styles from './EmotePanel.module.css';

const TABS = ['icons', 'stickers', 'mine', 'recent'] as const;
type Tab = (typeof TABS)[number];

/**
 * Where the default emotes and icons come from (CC-BY 4.0 asks for the credit;
 * docs/decisions/0055-greetings-emotes-and-images.md).
 */
const EMOTE_SOURCE = 'Twemoji © Twitter, Inc and other contributors, CC-BY 4.0';

interface EmotePanelProps {
  onIcon: (icon: EmoteIcon) => void;
  onEmote: (emote: Emote) => void;
}

/**
 * The emote panel: emoji icons typed into the text, default emotes (stickers), my emotes (added from pictures)
 * and the recently used. Default emotes and icons are fetched once and cached for the visit (SPEC §7).
 */
export function EmotePanel({ onIcon, onEmote }: EmotePanelProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('icons');
  const labels: Record<Tab, string> = {
    icons: t(K.emote.icons),
    stickers: t(K.emote.stickers),
    mine: t(K.emote.mine),
    recent: t(K.emote.recent),
  };
  return (
    <section className={styles.panel} aria-label={t(K.emote.panel)}>
      <div className={styles.tabs} role="tablist">
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={cx(styles.tab, tab === key && styles.tabOn)}
            onClick={() => setTab(key)}
          >
            {labels[key]}
          </button>
        ))}
      </div>
      <div className={styles.body} role="tabpanel" aria-label={labels[tab]}>
        {tab === 'icons' ? <IconGrid onIcon={onIcon} /> : null}
        {tab === 'stickers' ? <StickerGrid onEmote={onEmote} /> : null}
        {tab === 'mine' ? <MyEmotes onEmote={onEmote} /> : null}
        {tab === 'recent' ? <RecentEmotes onEmote={onEmote} /> : null}
      </div>
      {tab === 'icons' || tab === 'stickers' ? (
        <p className={styles.credit}>{t(K.emote.attribution, { source: EMOTE_SOURCE })}</p>
      ) : null}
    </section>
  );
}

function Loading({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t(K.emote.loadFailed)}
      </button>
    );
  }
  return (
    <output className={styles.status} aria-label={t(K.emote.loading)}>
      <Spinner />
    </output>
  );
}

function IconGrid({ onIcon }: { onIcon: (icon: EmoteIcon) => void }) {
  const query = useQuery(emoteIconQuery());
  if (!query.data) return <Loading failed={query.isError} onRetry={() => void query.refetch()} />;
  return (
    <ul className={styles.icons}>
      {query.data.list.map((icon) => (
        <li key={icon.id}>
          <button type="button" className={styles.icon} aria-label={icon.name} onClick={() => onIcon(icon)}>
            <img src={icon.url} alt={''} loading="lazy" draggable={false} />
          </button>
        </li>
      ))}
    </ul>
  );
}

function EmoteGrid({ list, onEmote, onLongPress }: EmoteGridProps) {
  return (
    <ul className={styles.stickers}>
      {list.map((emote) => (
        <EmoteCell key={emote.id} emote={emote} onEmote={onEmote} onLongPress={onLongPress} />
      ))}
    </ul>
  );
}

interface EmoteGridProps {
  list: readonly Emote[];
  onEmote: (emote: Emote) => void;
  onLongPress?: (emote: Emote) => void;
}

function EmoteCell({ emote, onEmote, onLongPress }: { emote: Emote } & Omit<EmoteGridProps, 'list'>) {
  const press = useLongPress(() => onLongPress?.(emote));
  return (
    <li>
      <button
        type="button"
        className={styles.sticker}
        aria-label={emote.name}
        onClick={() => onEmote(emote)}
        {...(onLongPress ? press : {})}
      >
        <img src={emote.url} alt={''} loading="lazy" draggable={false} />
      </button>
    </li>
  );
}

function StickerGrid({ onEmote }: { onEmote: (emote: Emote) => void }) {
  const query = useQuery(defaultEmoteQuery());
  if (!query.data) return <Loading failed={query.isError} onRetry={() => void query.refetch()} />;
  return <EmoteGrid list={query.data.list} onEmote={onEmote} />;
}

function RecentEmotes({ onEmote }: { onEmote: (emote: Emote) => void }) {
  const { t } = useTranslation();
  const query = useQuery(emoteHistoryQuery());
  if (!query.data) return <Loading failed={query.isError} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <p className={styles.empty}>{t(K.emote.recentEmpty)}</p>;
  return <EmoteGrid list={query.data.list} onEmote={onEmote} />;
}

/** My emotes: tap to send, long press to delete, and a tile that adds a picture from the album. */
function MyEmotes({ onEmote }: { onEmote: (emote: Emote) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(myEmoteQuery());
  const uploader = useUploader({
    max: 1,
    onIdle: (done) => {
      for (const item of done) {
        void api
          .call('addUserEmote', { fileId: item.fileId })
          .then(() => {
            showToast(t(K.chat.emoteAdded));
            void queryClient.invalidateQueries({ queryKey: chatKeys.myEmotes() });
          })
          .catch(() => undefined)
          .finally(() => uploader.remove(item.key));
      }
    },
  });

  const remove = async (emote: Emote) => {
    const confirmed = await confirmDestructive({
      title: t(K.emote.deleteTitle),
      content: '',
      confirmText: t(K.emote.delete),
      cancelText: t(K.app.cancel),
    });
    if (!confirmed) return;
    try {
      await api.call('deleteMyEmote', { id: emote.id });
    } catch {
      return;
    }
    showToast(t(K.emote.deleted));
    void queryClient.invalidateQueries({ queryKey: chatKeys.myEmotes() });
  };

  if (!query.data) return <Loading failed={query.isError} onRetry={() => void query.refetch()} />;
  return (
    <>
      <ul className={styles.stickers}>
        <li>
          <ImagePickButton
            label={t(K.emote.add)}
            className={cx(styles.sticker, styles.add)}
            disabled={uploader.pending}
            onPick={(files) => uploader.pick(files)}
          >
            {uploader.pending ? <Spinner /> : <PlusIcon size={28} />}
          </ImagePickButton>
        </li>
        {query.data.list.map((emote) => (
          <EmoteCell key={emote.id} emote={emote} onEmote={onEmote} onLongPress={(item) => void remove(item)} />
        ))}
      </ul>
      {query.data.list.length === 0 ? <p className={styles.empty}>{t(K.emote.mineEmpty)}</p> : null}
    </>
  );
}
