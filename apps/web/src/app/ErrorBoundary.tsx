import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { K } from '../shared/i18n/keys.ts';
import { EmptyState } from '../shared/ui/EmptyState.tsx';
import { InfoIcon } from '../shared/ui/icons.tsx';

/** A screen that fails to load or render (a chunk gone after a deploy, a dropped connection) offers a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** A screen whose code failed to load (a new deploy, a dropped connection): tap to reload (SPEC §8). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<InfoIcon size={40} />}
      title={t(K.app.pageLoadFailed)}
      body={t(K.legal.loadFailedBody)}
      actionLabel={t(K.app.retry)}
      onAction={() => window.location.reload()}
    />
  );
}
