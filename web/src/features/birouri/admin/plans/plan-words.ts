import { count } from '@domain/plural.js';
import { roomTitle } from '@domain/rooms/names.js';

// What the floor-plan editor says (decisions §18), formal Romanian; the sentences that count are
// built here, pure, for tests.

export const PLAN_WORDS = {
  title: 'Planuri',
  intro:
    'Desenați etajele clădirii: încărcați planul fiecărui etaj, așezați birourile și sălile pe el și marcați zonele departamentelor și proiectelor. Fiecare modificare se salvează imediat și apare pe hărțile deschise.',
  help: 'Trageți un birou sau o sală pentru a le muta. Faceți clic pe un loc liber pentru a adăuga un birou acolo. Cu Shift sau Ctrl și clic, adăugați la selecție; trăgând pe un loc liber, selectați tot ce cuprinde dreptunghiul. De la tastatură: Tab până la un element, Enter îl selectează, Spațiu îl adaugă la selecție, săgețile mută selecția (cu Shift, mai mult), Delete o șterge, Escape renunță la selecție, Ctrl+Z anulează ultima mutare.',
  saved: 'Modificarea a fost salvată.',
  undo: 'Anulați ultima mutare',
  planTypes: 'Planul trebuie să fie un fișier SVG, PNG sau JPEG.',
  planTooLarge: 'Planul poate avea cel mult 5 MB.',
  floorDeleted: (floor: number) => `Etajul ${floor} a fost șters.`,
  floorSaved: (floor: number) => `Etajul ${floor} a fost salvat.`,
  planUploaded: (floor: number) => `Planul etajului ${floor} a fost încărcat.`,
  deskAdded: (deskId: string) => `Biroul ${deskId} a fost adăugat.`,
  roomAdded: (name: string) => `${roomTitle(name)} a fost adăugată.`,
  groupsSaved: (n: number) => `Grupurile au fost salvate pentru ${count(n, 'element', 'elemente')}.`,
} as const;

/** What the selection holds: 'Selectate: 2 birouri și 1 sală.', or that nothing is selected. */
export function selectionText(desks: number, rooms: number): string {
  if (desks + rooms === 0) return 'Niciun element selectat.';
  const parts = [desks ? count(desks, 'birou', 'birouri') : '', rooms ? count(rooms, 'sală', 'săli') : ''].filter(Boolean);
  return `Selectate: ${parts.join(' și ')}.`;
}

/** The question before deleting: what goes, and what it cancels (the dry run's count). */
export function deletionText(desks: number, rooms: number, cancelled: number | null): string {
  const what = [desks ? count(desks, 'birou', 'birouri') : '', rooms ? count(rooms, 'sală', 'săli') : ''].filter(Boolean).join(' și ');
  const head = `Se vor șterge ${what}. Istoricul lor rămâne în statistici.`;
  if (cancelled === null) return `${head} Se numără rezervările viitoare…`;
  if (cancelled === 0) return `${head} Nicio rezervare viitoare nu va fi anulată.`;
  if (cancelled === 1) return `${head} 1 rezervare viitoare va fi anulată, iar titularul ei va fi anunțat prin e-mail.`;
  return `${head} ${count(cancelled, 'rezervare viitoare', 'rezervări viitoare')} vor fi anulate, iar titularii lor vor fi anunțați prin e-mail.`;
}

/** After the deletion: what went and what it cancelled. */
export function deletedText(items: number, cancelled: number): string {
  const gone = items === 1 ? 'Elementul a fost șters' : `${count(items, 'element', 'elemente')} au fost șterse`;
  if (cancelled === 0) return `${gone}.`;
  return `${gone}; ${cancelled === 1 ? '1 rezervare a fost anulată' : `${count(cancelled, 'rezervare', 'rezervări')} au fost anulate`}.`;
}
