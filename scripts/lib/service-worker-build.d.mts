import type { SwConfig } from '../../web/src/sw/routing';

export const OFFLINE_PAGE: string;
export const DEV_SW_CONFIG: SwConfig;
export function bundleServiceWorker(config: SwConfig): Promise<string>;
export type ViteManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;
export function serviceWorkerConfig(input: {
  manifest: ViteManifest;
  offlineScreens: string[];
  prerendered: string[];
  htmlFiles: string[];
  publicFiles: string[];
}): SwConfig;
