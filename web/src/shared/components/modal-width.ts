/** A modal's width that never exceeds the screen: 16 px of margin each side on a phone. */
export const fitModalWidth = (width: number) => `min(${width}px, calc(100vw - 32px))`;
