export const drawerMinWidth = 320;
export const drawerCollapsedWidth = 50;

/** A dragged or keyed width, never below the minimum. */
export function clampDrawerWidth(width: number): number {
  return Math.max(drawerMinWidth, Math.round(width));
}
