import { HERO_HEIGHT, MOBILE_BREAKPOINT_PX } from '@kotastay/shared/constants';

/** docs/requirements/app-shell-and-landing.md#hero: the hero is 70% of the window height on desktop and 60% under the 768 px breakpoint. */
export function heroHeightPx(viewport: { widthPx: number; heightPx: number }): number {
  const share = viewport.widthPx < MOBILE_BREAKPOINT_PX ? HERO_HEIGHT.mobile : HERO_HEIGHT.desktop;
  return Math.round(viewport.heightPx * share);
}
