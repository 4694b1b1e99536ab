export type LogAlert = { alert: string; title: string; description: string; threshold: number; windowSec: number };
export const LOG_ALERTS: LogAlert[];
export function metricName(alert: string): string;
export function logFilter(alert: string): string;
export function alertPolicies(opts: { host: string; channel: string }): Record<string, unknown>[];
