// Sizes that more than one part of the app shell lays out around.

/** The phone's bottom navigation bar (below the `md` breakpoint); toasts sit above it. */
export const BOTTOM_NAV_HEIGHT_PX = 56;
