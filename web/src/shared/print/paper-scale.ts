export type PaperSize = 'A4' | 'A5';

/**
 * The narrowest a sheet is laid out on screen: its tables (an invoice's prices, a challan's chassis
 * and engine numbers) fit it. Where less width is free (a phone), the sheet is laid out at this width
 * and scaled down to what is free, so it shows whole rather than scrolling sideways.
 */
export const SCREEN_LAYOUT_MIN_WIDTH: Record<PaperSize, number> = { A4: 500, A5: 420 };

/**
 * The room a scaled sheet leaves free on each side of it, in CSS pixels: its shadow shows, and the
 * browser's rounding of a zoomed width (a fraction of a pixel, which differs between Chromium
 * releases) can never carry its edge past the screen's.
 */
export const PAPER_SCREEN_MARGIN = 8;

/**
 * The scale (below 1 only, to 3 decimals, rounded down) at which a sheet laid out at `layoutWidth`
 * fits `frameWidth` (fractional CSS pixels) with `PAPER_SCREEN_MARGIN` free on each side; 1 where
 * the sheet fits unscaled, or where the frame has no width (not shown yet).
 */
export function paperScreenScale(frameWidth: number, layoutWidth: number): number {
  if (!(frameWidth > 0) || frameWidth >= layoutWidth) return 1;
  const free = Math.floor(frameWidth) - 2 * PAPER_SCREEN_MARGIN;
  return Math.max(0.001, Math.floor((free / layoutWidth) * 1000) / 1000);
}
