// Long press on any element (SPEC §9: 350 ms, 10 px). Spread the returned handlers on the element; a press
// that fired swallows the click that follows and the browser's own context menu (which a long touch opens).
import { type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { createLongPress } from './long-press.ts';

export function useLongPress(onLongPress: () => void) {
  const latest = useRef(onLongPress);
  latest.current = onLongPress;
  const [press] = useState(() => createLongPress({ onLongPress: () => latest.current() }));
  const swallowClick = useRef(false);

  useEffect(() => () => press.cancel(), [press]);

  return {
    onPointerDown(event: PointerEvent) {
      // Only the primary button or a touch; a right click has its own menu handler below.
      if (event.button !== 0) return;
      swallowClick.current = false;
      press.start(event.clientX, event.clientY);
    },
    onPointerMove(event: PointerEvent) {
      press.move(event.clientX, event.clientY);
    },
    onPointerUp() {
      swallowClick.current = press.end();
    },
    onPointerCancel() {
      press.cancel();
    },
    onPointerLeave() {
      press.cancel();
    },
    onClickCapture(event: MouseEvent) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.stopPropagation();
      event.preventDefault();
    },
    // A right click (desktop) is the same gesture as a long press (touch); the browser's menu never shows.
    onContextMenu(event: MouseEvent) {
      event.preventDefault();
      press.cancel();
      latest.current();
    },
  };
}
