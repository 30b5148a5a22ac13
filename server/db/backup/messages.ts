import { count } from '../../../domain/plural.js';

// What `npm run backup` and `npm run restore` tell the operator (Romanian, like everything a person reads).

/** A refusal or failure the operator can act on: the command prints its message and exits non-zero. */
export class BackupError extends Error {}

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

export const BACKUP_MSG = {
  backupUsage: 'Folosire: npm run backup -- FIȘIER',
  restoreUsage: 'Folosire: npm run restore -- FIȘIER [--force] [--no-owner]',
  written: (file: string, bytes: number, kind: string) => `Copia de siguranță (${kind}) a fost scrisă în ${file} (${size(bytes)}).`,
  restored: (file: string, target: string) => `Baza de date ${target} a fost restaurată din ${file}.`,
  noFolder: (dir: string) => `Dosarul ${dir} nu există.`,
  isFolder: (file: string) => `${file} este un dosar; numiți fișierul copiei.`,
  noFile: (file: string) => `Fișierul ${file} nu există sau nu poate fi citit.`,
  notABackup: (file: string) => `Fișierul ${file} nu este o copie de siguranță a aplicației.`,
  pgliteIntoPostgres: (file: string) =>
    `Fișierul ${file} este o copie a bazei de date încorporate (PGlite); nu poate fi restaurat pe PostgreSQL (DATABASE_URL). Restaurați-l fără DATABASE_URL, în DATA_DIR.`,
  postgresIntoPglite: (file: string) =>
    `Fișierul ${file} este o copie PostgreSQL (pg_dump); fără DATABASE_URL aplicația folosește baza de date încorporată (PGlite), în care nu poate fi restaurat. Setați DATABASE_URL.`,
  noDatabase: (dir: string) => `Nu există nicio bază de date în ${dir}.`,
  serverHoldsFolder: (dir: string) => `Un server al aplicației folosește dosarul de date ${dir}. Opriți-l înainte de restaurare.`,
  serverDidNotAnswer: (dir: string, why: string) =>
    `Serverul care folosește dosarul de date ${dir} nu a trimis copia (${why}). Dacă este o versiune mai veche a aplicației, opriți-l și repetați comanda.`,
  serverStopped: (dir: string) => `Serverul care folosește dosarul de date ${dir} s-a oprit în timpul copiei; fișierul nu a fost scris.`,
  folderNotEmpty: (dir: string) => `Dosarul de date ${dir} conține deja o bază de date. Pentru a o înlocui cu copia, adăugați --force.`,
  databaseNotEmpty: (db: string, relations: number) =>
    `Baza de date ${db} nu este goală (${count(relations, 'tabel, secvență sau vedere', 'tabele, secvențe sau vederi')}). Pentru a o înlocui cu copia, adăugați --force.`,
  othersConnected: (db: string, sessions: number) =>
    `Baza de date ${db} este folosită de ${count(sessions, 'altă conexiune', 'alte conexiuni')}. Opriți aplicația înainte de restaurare.`,
  cannotConnect: (db: string, why: string) => `Conectarea la baza de date ${db} a eșuat: ${why}`,
  damaged: (file: string, why: string) => `Fișierul ${file} nu a putut fi restaurat (${why}). Baza de date a rămas neschimbată.`,
  missingTool: (tool: string) =>
    `Comanda ${tool} lipsește. Instalați clientul PostgreSQL (pe Debian: apt-get install postgresql-client), de aceeași versiune cu serverul sau mai nouă.`,
  toolTooOld: (tool: string, toolMajor: number, serverMajor: number) =>
    `${tool} are versiunea ${toolMajor}, mai veche decât serverul PostgreSQL (${serverMajor}). Instalați clientul PostgreSQL ${serverMajor} sau mai nou.`,
  toolFailed: (tool: string, code: number | null, stderr: string) => `${tool} a eșuat (cod ${code ?? '?'}): ${stderr.trim()}`,
  restoreFailed: (stderr: string) => `Restaurarea a eșuat; baza de date a rămas neschimbată. ${stderr.trim()}`,
  rolesHint:
    'Dacă rolurile care dețin obiectele copiei nu există pe acest server sau utilizatorul din DATABASE_URL nu le poate atribui obiecte, repetați cu --no-owner (README: Backup and restore).',
};
