import { lazy, Suspense } from 'react';
import { useMatchMoment } from '../features/match/match-moment.ts';

// The moment's overlay loads only when a match arrives: most visits never show it.
const MatchMoment = lazy(() => import('../features/match/MatchMoment.tsx').then((m) => ({ default: m.MatchMoment })));

/** Shows the match moment over any screen while a match waits to be seen. */
export function MatchMomentSlot() {
  const match = useMatchMoment();
  if (!match) return null;
  return (
    <Suspense fallback={null}>
      <MatchMoment key={match.user.id} match={match} />
    </Suspense>
  );
}
