import { isValidPhone, TOWER_MSG } from '../../../../domain/tower/validators.js';

// Checks of the account screen's edit dialogs (tower §5); null when the value may be sent.

export function phoneProblem(phone: string): string | null {
  return phone.trim() && isValidPhone(phone) ? null : TOWER_MSG.phoneInvalid;
}

export function departmentProblem(name: string): string | null {
  return name.trim() ? null : TOWER_MSG.departmentEmpty;
}

/** Change room: the request is sent only if a room or floor value is present. */
export function roomProblem(room: string, floor: string): string | null {
  return room.trim() || floor.trim() ? null : TOWER_MSG.roomChangeFailed;
}

/** Colours of the rating (domain/tower/engine.ts `rating`): 0 red, 1 orange, 2 yellow, 3 green (tower §4). */
export const RATING_COLORS = ['#d32f2f', '#ef6c00', '#f9a825', '#2e7d32'] as const;
