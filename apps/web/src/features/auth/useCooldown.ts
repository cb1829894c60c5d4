import { useEffect, useState } from 'react';
import { type Cooldown, createCooldown } from './cooldown.ts';

/** The cooldown as React state: seconds left, plus start and reset. */
export function useCooldown(): { secondsLeft: number; cooldown: Cooldown } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [cooldown] = useState(() => createCooldown(setSecondsLeft));
  useEffect(() => cooldown.dispose, [cooldown]);
  return { secondsLeft, cooldown };
}
