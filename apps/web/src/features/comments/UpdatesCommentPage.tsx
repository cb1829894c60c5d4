import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { K } from '../../i18n/keys.ts';
import { PATHS } from '../../paths.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { CommentIcon } from '../../ui/icons.tsx';
import { NavigationBar } from '../../ui/NavigationBar.tsx';
import { useGoBack } from '../../ui/useGoBack.ts';

/** Comments of one update, built by the square issue. */
export function UpdatesCommentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(PATHS.square);
  return (
    <>
      <NavigationBar title={t(K.titles.updatesComment)} backLabel={t(K.app.back)} onBack={goBack} />
      <EmptyState
        icon={<CommentIcon size={40} />}
        title={t(K.updatesComment.emptyTitle)}
        body={t(K.updatesComment.emptyBody)}
        actionLabel={t(K.updatesComment.emptyAction)}
        onAction={() => navigate(PATHS.square)}
      />
    </>
  );
}
