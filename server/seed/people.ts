// Romanian first and last names for the demo organisation's employees.
export const FIRST_NAMES = [
  'Andrei',
  'Maria',
  'Ion',
  'Elena',
  'Mihai',
  'Ioana',
  'Alexandru',
  'Ana',
  'Gabriel',
  'Cristina',
  'Stefan',
  'Andreea',
  'Vlad',
  'Raluca',
  'Bogdan',
  'Diana',
  'Adrian',
  'Alina',
  'Florin',
  'Simona',
  'Radu',
  'Irina',
  'Cosmin',
  'Oana',
  'Daniel',
  'Laura',
  'George',
  'Mihaela',
  'Catalin',
  'Roxana',
];
export const LAST_NAMES = [
  'Popescu',
  'Ionescu',
  'Popa',
  'Dumitru',
  'Stan',
  'Stoica',
  'Gheorghe',
  'Rusu',
  'Munteanu',
  'Matei',
  'Constantin',
  'Serban',
  'Moldovan',
  'Lazar',
  'Marin',
  'Dobre',
  'Barbu',
  'Nistor',
  'Florea',
  'Tudor',
];

/** A small deterministic generator, so every fresh demo is the same. */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.');
}
