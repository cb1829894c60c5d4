// A copy of my data (issue 24 part 6): its state, asking for it, and saving the archive. The archive's address
// opens only with the member's token (docs/api.md "A copy of my data"), so it is fetched with the headers of
// every call and saved from memory as a file, never opened as a bare link.
import { CODE, type DataExportInfo, type Envelope } from '@kk/contract';
import { api, apiDeps } from '../../shared/api/api.ts';
import { refuse, requestHeaders } from '../../shared/api/client.ts';
import { archiveName } from './archive-name.ts';

/** How often a pending export is looked at again while its screen is open. */
export const PENDING_POLL_MS = 2_000;

export const dataExportKeys = {
  all: ['dataExport'] as const,
  latest: (viewerId: number) => [...dataExportKeys.all, viewerId] as const,
};

/** The member's latest export, looked at again every PENDING_POLL_MS while it is being built. */
export function dataExportQuery(viewerId: number) {
  return {
    queryKey: dataExportKeys.latest(viewerId),
    queryFn: () => api.call('getDataExport', {}, { silent: true }),
    enabled: viewerId > 0,
    refetchInterval: (query: { state: { data?: DataExportInfo } }) =>
      query.state.data?.status === 'pending' ? PENDING_POLL_MS : false,
  };
}

/** Asks for a copy; -2917 (once a day) is the caller's to show beside the button, not a toast. */
export function requestDataExport(): Promise<DataExportInfo> {
  return api.call('requestDataExport', {}, { handle: [CODE.dataExportLimit] });
}

/**
 * Downloads the archive with the member's token and saves it as a file. A refusal (-2918: gone or expired; 401)
 * is told as every call's is (toast, or login for 401), and throws.
 */
export async function downloadArchive(url: string, now: Date): Promise<void> {
  const response = await apiDeps.fetch(url, { headers: requestHeaders(apiDeps) });
  if ((response.headers.get('content-type') ?? '').startsWith('application/json')) {
    refuse(apiDeps, (await response.json()) as Envelope, {});
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = archiveName(now);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click ran; the object URL is let go a moment later.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
