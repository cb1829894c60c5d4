// Reporting one piece of content (an update, a comment, a message): the report sheet, loaded on first use, for
// the item picked from a menu. Shared by the update cards' menu, the comments page and the chat.
import { REPORT_TARGET } from '@kk/contract';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';
import type { ReportTargetType } from './report-form.ts';

const ReportSheet = lazy(() => import('./ReportSheet.tsx').then((m) => ({ default: m.ReportSheet })));

interface ReportedContent {
  id: number | string;
  user: { id: number; username: string };
}

/** `title` names what is reported from its author's name (the sheet's heading). */
export function useContentReport(type: ReportTargetType, title: (name: string) => string) {
  // The sheet stays mounted after it closes: once a report is sent it still offers to block the author.
  const [reporting, setReporting] = useState<ReportedContent | null>(null);
  const [open, setOpen] = useState(false);

  const report = (content: ReportedContent) => {
    setReporting(content);
    setOpen(true);
  };

  const sheet: ReactNode = reporting ? (
    <Suspense fallback={null}>
      <ReportSheet
        key={reporting.id}
        open={open}
        person={reporting.user}
        target={{ type, id: reporting.id, title: title(reporting.user.username) }}
        onClose={() => setOpen(false)}
        onBlocked={() => setOpen(false)}
      />
    </Suspense>
  ) : null;

  return { report, sheet };
}

export type ContentReports = ReturnType<typeof useContentReport>;

/** Reporting an update, for the update cards' menu: a page gives it to features/updates' lists and actions. */
export function useUpdatesReport(): ContentReports {
  const { t } = useTranslation();
  return useContentReport(REPORT_TARGET.updates, (name) => t(K.updates.reportTitle, { name }));
}
