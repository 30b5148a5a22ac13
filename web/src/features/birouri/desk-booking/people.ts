import { deskBookingRefusal } from '@domain/desks/rules.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { forms } from '@/i18n/forms.js';
import { translate } from '@/i18n/i18n.js';

// The team picker's people (issue #14, point 6): searchable by name and e-mail, namesakes told
// apart by their e-mail, each with the desk they already hold on the day being booked.

export interface PersonOption {
  uuid: string;
  name: string;
  email: string;
  /** The caller: shown as '(eu)'. */
  isMe: boolean;
  /** The desk this person holds on the day being booked, or null. */
  deskThatDay: string | null;
}

/** Lower case, without diacritics: 'Ștefan' is found by 'stefan', as people type on any keyboard. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Whether `word` starts at the beginning of `text` or right after a space, '.', '@', '_' or '-' in it. */
function startsAWord(text: string, word: string): boolean {
  if (text.startsWith(word)) return true;
  for (const m of text.matchAll(/[\s.@_-]/g)) if (text.startsWith(word, m.index + 1)) return true;
  return false;
}

/**
 * The people of whose name or e-mail every word typed begins a part, in any order: 'stan andrei',
 * 'andrei.stan12@', 'stan12' find Andrei Stan; 'stan' does not find Constantin.
 */
export function filterPeople<T extends { name: string; email: string }>(people: readonly T[], input: string): T[] {
  const words = fold(input).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...people];
  return people.filter((p) => {
    const name = fold(p.name);
    const email = fold(p.email);
    return words.every((w) => startsAWord(name, w) || startsAWord(email, w));
  });
}

/**
 * The picker's options: those the booking rule lets the caller book for that day, whatever the desk
 * (deskBookingRefusal: the caller themselves unless they already hold a desk, and only employees
 * then), the caller first, then the group's people by name and e-mail, each with their desk that day.
 * A person who already holds a desk stays, with the desk named: the days say it before confirming.
 */
export function personOptions(
  me: Pick<UserInfo, 'uuid' | 'name' | 'email' | 'role' | 'managerOf'>,
  people: readonly Pick<UserInfo, 'uuid' | 'name' | 'email' | 'role'>[],
  selfBooked: boolean,
  deskOf: ReadonlyMap<string, string>,
): PersonOption[] {
  const mayBookFor = (u: Pick<UserInfo, 'uuid' | 'role'>) =>
    deskBookingRefusal({
      actor: me,
      person: u,
      actorHoldsDesk: selfBooked,
      personHoldsDesk: u.uuid === me.uuid ? selfBooked : undefined,
    }) === null;
  const option = (u: Pick<UserInfo, 'uuid' | 'name' | 'email'>, isMe: boolean): PersonOption => ({
    uuid: u.uuid,
    name: u.name,
    email: u.email,
    isMe,
    deskThatDay: deskOf.get(u.uuid) ?? null,
  });
  const others = people
    .filter((u) => u.uuid !== me.uuid && mayBookFor(u))
    .map((u) => option(u, false))
    .sort((a, b) => a.name.localeCompare(b.name, 'ro') || a.email.localeCompare(b.email));
  return mayBookFor(me) ? [option(me, true), ...others] : others;
}

/** What an option says under the name: the e-mail, and the desk already held that day. */
export function personDetail(p: PersonOption): string {
  return p.deskThatDay ? translate(forms, 'forms.person.holds', { email: p.email, deskId: p.deskThatDay }) : p.email;
}

/** The person field's help, in the picker and in its place while it loads: the chosen person's detail, or how to choose. */
export function personFieldHelp(chosen: PersonOption | null | undefined): string {
  return chosen ? personDetail(chosen) : translate(forms, 'forms.person.help');
}
