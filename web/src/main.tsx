import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';
// The taka sign (৳) is in the Bengali block, which many kiosk and Linux machines have no font for.
import '@fontsource/noto-sans-bengali/bengali-400.css';
import '@fontsource/noto-sans-bengali/bengali-700.css';

/**
 * Loads the taka sign's font before the first render, waiting at most `patienceMs`: Chromium can
 * keep text laid out before a web font arrived in the fallback font, missing glyph and all.
 */
function takaFontReady(patienceMs: number): Promise<unknown> {
  if (!document.fonts) return Promise.resolve();
  const loaded = Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Noto Sans Bengali"`, '৳'))).catch(() => undefined);
  return Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, patienceMs))]);
}

void takaFontReady(1500).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
