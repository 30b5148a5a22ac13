// A module without the API client (whose words come from the catalogues, #40), so that
// e2e/admin-desks.spec.ts can read what the console says.

/** The specification names no message for rooms; these follow the desks' ones (flex-office §8). */
export const ROOM_SAVED = 'Sala a fost actualizată cu succes!';
export const ROOM_SAVE_FAILED = 'A apărut o eroare la actualizarea sălii!';
