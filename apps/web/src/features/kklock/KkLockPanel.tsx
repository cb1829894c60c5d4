import { lazy, Suspense } from 'react';
import { useKkLock } from './useKkLock.ts';

const KkLockLocked = lazy(() => import('./KkLockLocked.tsx').then((m) => ({ default: m.KkLockLocked })));

/**
 * The lock component (SPEC §2 home; Me): the partner's avatar and mark name or name, since when, a message
 * button and disconnect behind a confirmation. Nothing at all when the user is not locked, and then its code
 * (and the dialogs') is not even loaded: most people on Home are not locked.
 */
export function KkLockPanel() {
  const lock = useKkLock();
  if (!lock) return null;
  return (
    <Suspense fallback={null}>
      <KkLockLocked lock={lock} />
    </Suspense>
  );
}
