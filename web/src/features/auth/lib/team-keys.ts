// docs/requirements/roles-and-permissions.md#team-mode-browser-keys browser keys of team mode. Kept so the /api client sends the team headers (docs/requirements/api-conventions.md#request-conventions) for
// compatibility — but nothing in the app or on the server trusts them: guards use the role claim and
// the API uses the verified ID token. Forging them in localStorage opens nothing.
export const TEAM_KEYS = ['teamAuth', 'teamSessionId', 'teamRole', 'teamUserId'] as const;

export function writeTeamKeys(uid: string, role: string): void {
  try {
    localStorage.setItem('teamAuth', 'true');
    localStorage.setItem('teamSessionId', crypto.randomUUID());
    localStorage.setItem('teamRole', role);
    localStorage.setItem('teamUserId', uid);
  } catch {
    // Storage blocked: team screens still work, they never read these keys.
  }
}

export function clearTeamKeys(): void {
  try {
    for (const key of TEAM_KEYS) localStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to clear
  }
}
