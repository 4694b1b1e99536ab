export const SECRET_NAMES: string[];
export const LOCAL_PLACEHOLDER: string;
export function ensureLocalSecrets(file: string, names?: string[]): string[];
