// The comments of one update (SPEC §2 /pages/updatesComment/updatesComment?id=): the update itself,
// its comments oldest first with replies, and a comment box fixed at the bottom. A tap on a comment answers
// it; a long press deletes it where you may, after a confirmation.
import { CODE, type CommentItem, REPORT_TARGET } from '@kk/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { addCommentMutation, deleteCommentMutation } from '../../entities/comment/mutations.ts';
import { commentsQuery, updatesIdParam } from '../../entities/comment/queries.ts';
import { updatesDetailQuery } from '../../entities/updates/queries.ts';
import { UpdateCard } from '../../entities/updates/UpdateCard.tsx';
import { useUpdatesSync } from '../../entities/updates/useUpdatesSync.ts';
import { useContentReport, useUpdatesReport } from '../../features/report/useContentReport.tsx';
import { useUpdateActions } from '../../features/updates/useUpdateActions.tsx';
import { ApiError } from '../../shared/api/api.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { confirmDestructive } from '../../shared/ui/confirm.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { CommentIcon, RefreshIcon } from '../../shared/ui/icons.tsx';
import { MenuSheet } from '../../shared/ui/MenuSheet.tsx';
import { NavigationBar } from '../../shared/ui/NavigationBar.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useGoBack } from '../../shared/ui/useGoBack.ts';
import { CommentBox } from './CommentBox.tsx';
import { CommentList } from './CommentList.tsx';
import styles from './UpdatesCommentPage.module.css';

const MENU = { reply: 'reply', report: 'report' } as const;

export function UpdatesCommentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(PATHS.square);
  const queryClient = useQueryClient();
  useUpdatesSync();
  const [search] = useSearchParams();
  const updatesId = updatesIdParam(search);
  const viewerId = useSession().user?.id ?? 0;
  const detail = useQuery(updatesDetailQuery(viewerId, updatesId));
  const comments = useInfiniteQuery(commentsQuery(viewerId, updatesId));
  const updatesReports = useUpdatesReport();
  const { card, overlays } = useUpdateActions({ reports: updatesReports, onDeleted: goBack });
  const add = useMutation(addCommentMutation(queryClient, viewerId));
  const remove = useMutation(deleteCommentMutation(queryClient, viewerId, updatesId));
  const [draft, setDraft] = useState('');
  const [replyTo, setReplyTo] = useState<CommentItem | null>(null);
  const [menuFor, setMenuFor] = useState<CommentItem | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const reports = useContentReport(REPORT_TARGET.comment, (name) => t(K.updatesComment.reportTitle, { name }));
  const input = useRef<HTMLTextAreaElement>(null);
  // A long touch may also raise the browser's context menu: one confirmation at a time.
  const asking = useRef(false);
  const bar = <NavigationBar title={t(K.titles.updatesComment)} backLabel={t(K.app.back)} onBack={goBack} />;

  const gone = updatesId === 0 || (detail.error instanceof ApiError && detail.error.code === CODE.updatesNotFound);
  if (gone || detail.isError) {
    return (
      <>
        {bar}
        <EmptyState
          icon={gone ? <CommentIcon size={40} /> : <RefreshIcon size={40} />}
          title={gone ? t(K.updatesComment.goneTitle) : t(K.square.loadFailedTitle)}
          body={gone ? t(K.updatesComment.goneBody) : t(K.square.loadFailedBody)}
          actionLabel={gone ? t(K.updatesComment.goneAction) : t(K.app.retry)}
          onAction={gone ? () => navigate(PATHS.square) : () => void detail.refetch()}
        />
      </>
    );
  }

  const reply = (comment: CommentItem) => {
    setReplyTo(comment.user.id === viewerId ? null : comment);
    input.current?.focus();
  };

  const confirmDelete = async (comment: CommentItem) => {
    if (asking.current) return;
    asking.current = true;
    const sure = await confirmDestructive({
      title: t(K.updatesComment.deleteTitle),
      content: t(K.updatesComment.deleteBody),
      confirmText: t(K.updatesComment.delete),
      cancelText: t(K.myWrite.cancel),
    });
    asking.current = false;
    if (!sure) return;
    remove.mutate(comment.id, {
      onSuccess: () => {
        showToast(t(K.updatesComment.deleted));
        if (replyTo?.id === comment.id) setReplyTo(null);
      },
    });
  };

  const longPress = (comment: CommentItem) => {
    if (comment.can_delete === 1) {
      void confirmDelete(comment);
      return;
    }
    setMenuFor(comment);
    setMenuOpen(true);
  };

  const send = () => {
    const content = draft.trim();
    if (content === '' || add.isPending) return;
    add.mutate(
      { updates_id: updatesId, content, ...(replyTo ? { reply_id: replyTo.id } : {}) },
      {
        onSuccess: () => {
          setDraft('');
          setReplyTo(null);
          showToast(t(K.updatesComment.sent));
        },
      },
    );
  };

  const item = detail.data;
  return (
    <div className={styles.page}>
      {bar}
      {item ? (
        <div className={styles.update}>
          <UpdateCard item={item} now={Date.now()} {...card} onComments={() => input.current?.focus()} />
        </div>
      ) : (
        <output className={styles.loading} aria-label={t(K.app.loading)}>
          <Spinner />
        </output>
      )}
      <CommentList query={comments} onReply={reply} onLongPress={longPress} />
      <CommentBox
        value={draft}
        onChange={setDraft}
        replyTo={replyTo?.user.username ?? null}
        onCancelReply={() => setReplyTo(null)}
        onSend={send}
        sending={add.isPending}
        input={input}
      />
      {overlays}
      <MenuSheet
        open={menuOpen}
        label={t(K.updatesComment.menuLabel)}
        items={[
          { key: MENU.reply, text: t(K.updatesComment.reply) },
          { key: MENU.report, text: t(K.updatesComment.report) },
        ]}
        cancelText={t(K.myWrite.cancel)}
        onPick={(key) => {
          if (!menuFor) return;
          if (key === MENU.reply) reply(menuFor);
          else reports.report(menuFor);
        }}
        onClose={() => setMenuOpen(false)}
      />
      {reports.sheet}
    </div>
  );
}
