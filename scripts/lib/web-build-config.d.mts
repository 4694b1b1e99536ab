export function webBuildConfigProblem(env: Record<string, string | undefined>): string | null;
