import { DESK_MSG } from './desks/rules.js';
import { MSG } from './messages.js';
import { ROOM_MSG } from './rooms/rules.js';
import { TOWER_MSG } from './tower/validators.js';

/** Every fixed sentence of the catalogues: a validation message among them is shown as it is. */
export const KNOWN_MESSAGES: ReadonlySet<string> = new Set(
  [MSG, DESK_MSG, ROOM_MSG, TOWER_MSG].flatMap((catalogue) => Object.values(catalogue).filter((v): v is string => typeof v === 'string')),
);
