import { useEffect, useState } from 'react';
import { APP_FONT_FAMILY } from '../../app/theme';

/**
 * True once the font that draws the taka sign is loaded. Canvas charts draw their text once and
 * do not redraw when a web font arrives later, so they wait for it (or for its failure).
 */
export function useTakaFont(): boolean {
  const [ready, setReady] = useState(() => typeof document === 'undefined' || !document.fonts || document.fonts.check(`12px ${APP_FONT_FAMILY}`, '৳'));
  useEffect(() => {
    if (ready) return;
    let active = true;
    document.fonts
      .load(`12px ${APP_FONT_FAMILY}`, '৳')
      .catch(() => undefined)
      .then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, [ready]);
  return ready;
}
