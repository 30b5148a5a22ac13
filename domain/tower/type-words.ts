import { TYPE, TYPE_LABEL, type RequestType } from './engine.js';

// A parking request's type in the words people read (formal Romanian with diacritics): the web's
// screens and the exports written for people. The API's `status` keeps tower §4's labels
// (TYPE_LABEL, 'In asteptare', …): they are the contract, so the words are read by the type code.

export const TYPE_WORDS: Readonly<Record<RequestType, string>> = {
  [TYPE.queue]: 'În așteptare',
  [TYPE.first]: 'Rezervare prima rundă',
  [TYPE.second]: 'Rezervare a doua rundă',
  [TYPE.absent]: 'Absent',
  [TYPE.notAllocated]: 'Nealocat',
  [TYPE.cancelled]: 'Anulată',
};

/** The type code a §4 label names ('In asteptare' → 0), undefined for any other text. */
const TYPE_OF_LABEL: ReadonlyMap<string, number> = new Map(Object.entries(TYPE_LABEL).map(([code, label]) => [label, Number(code)]));
export const typeOfLabel = (label: string): number | undefined => TYPE_OF_LABEL.get(label);

/** The words of an API `status` (a label of tower §4); a text that is no label stays as written. */
export function statusWords(status: string): string {
  const type = typeOfLabel(status);
  return type === undefined ? status : TYPE_WORDS[type as RequestType];
}
