export function buildProblems(root: string): string[];
