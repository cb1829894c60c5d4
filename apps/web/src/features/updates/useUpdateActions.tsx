// What a card's buttons do, shared by every list of updates and the comments page: zan (optimistic), the menu
// (delete your own after a red confirmation, report anyone else's), the full-screen preview (1x to 4x, swipe)
// and the comments page. Reporting comes from the page (features/report's useUpdatesReport): a feature never
// imports another.
import type { UpdatesItem } from '@kk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deleteUpdatesMutation, zanUpdatesMutation } from '../../entities/updates/mutations.ts';
import { K } from '../../shared/i18n/keys.ts';
import { updatesCommentPath } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { confirmDestructive } from '../../shared/ui/confirm.ts';
import { MenuSheet } from '../../shared/ui/MenuSheet.tsx';
import { showToast } from '../../shared/ui/toast.ts';

const PhotoViewer = lazy(() => import('../../shared/ui/PhotoViewer.tsx').then((m) => ({ default: m.PhotoViewer })));

const MENU = { delete: 'delete', report: 'report' } as const;

/** Reporting an update: the sheet and how to open it for one (features/report's useUpdatesReport). */
export interface UpdatesReports {
  report: (item: UpdatesItem) => void;
  sheet: ReactNode;
}

export interface UpdateActionsOptions {
  reports: UpdatesReports;
  /** After your update is deleted (the comments page goes back). */
  onDeleted?: (item: UpdatesItem) => void;
}

export function useUpdateActions(options: UpdateActionsOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewerId = useSession().user?.id ?? 0;
  const zan = useMutation(zanUpdatesMutation(queryClient, viewerId));
  const remove = useMutation(deleteUpdatesMutation(queryClient, viewerId));
  const [viewing, setViewing] = useState<{ item: UpdatesItem; index: number } | null>(null);
  const [menuFor, setMenuFor] = useState<UpdatesItem | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const { reports } = options;

  const confirmDelete = async (item: UpdatesItem) => {
    const sure = await confirmDestructive({
      title: t(K.updates.deleteTitle),
      content: t(K.updates.deleteBody),
      confirmText: t(K.updates.delete),
      cancelText: t(K.myWrite.cancel),
    });
    if (!sure) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        showToast(t(K.updates.deleted));
        options.onDeleted?.(item);
      },
    });
  };

  const onPick = (key: string) => {
    if (!menuFor) return;
    if (key === MENU.delete) void confirmDelete(menuFor);
    else if (key === MENU.report) reports.report(menuFor);
  };

  const card = {
    onOpenImages: (item: UpdatesItem, index: number) => setViewing({ item, index }),
    onMenu: (item: UpdatesItem) => {
      setMenuFor(item);
      setMenuOpen(true);
    },
    // One call at a time per update: a second tap while the first is on its way would race it.
    onZan: (item: UpdatesItem) => {
      if (zan.isPending && zan.variables === item.id) return;
      zan.mutate(item.id);
    },
    onComments: (item: UpdatesItem) => navigate(updatesCommentPath(item.id)),
  };

  const own = menuFor !== null && menuFor.can_delete === 1;
  const overlays: ReactNode = (
    <>
      <MenuSheet
        open={menuOpen}
        label={t(K.updates.menuLabel)}
        items={
          own
            ? [{ key: MENU.delete, text: t(K.updates.delete), danger: true }]
            : [{ key: MENU.report, text: t(K.updates.report) }]
        }
        cancelText={t(K.myWrite.cancel)}
        onPick={onPick}
        onClose={() => setMenuOpen(false)}
      />
      {reports.sheet}
      {viewing ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={viewing.item.images.map((image) => ({ key: image.url, url: image.url }))}
            index={viewing.index}
            onIndexChange={(index) => setViewing((state) => (state ? { ...state, index } : state))}
            onClose={() => setViewing(null)}
            labels={{
              dialog: t(K.updates.images, { name: viewing.item.user.username, count: viewing.item.images.length }),
              close: t(K.viewer.close),
              prev: t(K.viewer.prev),
              next: t(K.viewer.next),
              hint: t(K.viewer.hint),
              photo: (n) => t(K.updates.image, { name: viewing.item.user.username, n }),
            }}
          />
        </Suspense>
      ) : null}
    </>
  );

  return { card, overlays };
}
