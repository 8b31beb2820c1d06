// How a printed paper is scaled to a narrow screen (web/src/shared/print/paper-scale.ts): the scaled
// sheet keeps a margin on each side of its frame whatever fraction of a pixel the frame is wide, so
// no rounding of the zoomed width can carry it past the screen's edge. Compiled with esbuild as Vite
// would, then run in node.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadWebModule } from './web-module.mjs';

const { paperScreenScale, PAPER_SCREEN_MARGIN, SCREEN_LAYOUT_MIN_WIDTH } = await loadWebModule('web/src/shared/print/paper-scale.ts');

/** Frame widths from a small phone to a tablet, in quarter pixels (a frame's width is often fractional). */
const FRAME_WIDTHS = Array.from({ length: (700 - 200) * 4 + 1 }, (_, step) => 200 + step / 4);

test('a scaled sheet leaves at least 8 px free on each side of its frame, at every width, A4 and A5', () => {
  assert.ok(PAPER_SCREEN_MARGIN >= 8);
  for (const [size, layoutWidth] of Object.entries(SCREEN_LAYOUT_MIN_WIDTH)) {
    for (const frameWidth of FRAME_WIDTHS.filter((width) => width < layoutWidth)) {
      const scale = paperScreenScale(frameWidth, layoutWidth);
      assert.ok(scale < 1, `${size} in ${frameWidth}: scaled (${scale})`);
      // (1e-9: 420 × 0.55 is 231.00000000000003 in floating point.)
      assert.ok(layoutWidth * scale <= frameWidth - 2 * PAPER_SCREEN_MARGIN + 1e-9, `${size} in a ${frameWidth} px frame: ${layoutWidth * scale} px wide at ${scale}`);
    }
  }
});

test('the scaled sheet still uses the width it has: within a pixel of the frame less its margins', () => {
  for (const [size, layoutWidth] of Object.entries(SCREEN_LAYOUT_MIN_WIDTH)) {
    for (const frameWidth of FRAME_WIDTHS.filter((width) => width < layoutWidth)) {
      const width = layoutWidth * paperScreenScale(frameWidth, layoutWidth);
      assert.ok(width > frameWidth - 2 * PAPER_SCREEN_MARGIN - 2, `${size} in a ${frameWidth} px frame: only ${width} px wide`);
    }
  }
});

test('the Chalan on a 390 px phone (a 332 px frame, or 331.5) is scaled to at most 316 px, where it used to fill the frame', () => {
  assert.equal(paperScreenScale(332, 420), 0.752);
  assert.equal(paperScreenScale(331.5, 420), 0.75);
});

test('a frame as wide as the layout, or wider, shows the sheet unscaled; a frame not laid out yet (0 px) does not scale it', () => {
  assert.equal(paperScreenScale(420, 420), 1);
  assert.equal(paperScreenScale(1200, 500), 1);
  assert.equal(paperScreenScale(0, 420), 1);
  assert.equal(paperScreenScale(Number.NaN, 420), 1);
});
