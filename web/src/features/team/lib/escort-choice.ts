// The schedule dialog's escort: what is selected, unless the list of current escorts has loaded and no longer has
// them (they left the booking team) — then Auto, and the dialog says whose place it takes.
export const AUTO_ESCORT = 'auto';

export type EscortChoice = { value: string; departed: boolean };

export function escortChoice(selected: string, current: readonly { uid: string }[] | undefined): EscortChoice {
  if (selected === AUTO_ESCORT || current === undefined || current.some((e) => e.uid === selected)) {
    return { value: selected, departed: false };
  }
  return { value: AUTO_ESCORT, departed: true };
}
