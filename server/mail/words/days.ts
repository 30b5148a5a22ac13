// A day in the English e-mails (decisions §22: dates follow the person's language, en-GB): the
// form of domain/time.ts's formatDay, which the Romanian ones use ('19.03.2027'), as en-GB writes
// it through Intl: '19/03/2027', as the web does (web/src/i18n/dates.ts). Pure: a calendar day is
// no instant, so it is written as that day in UTC, whatever the machine's zone.

const EN_GB_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });

/** '19/03/2027' of '2027-03-19'. */
export function englishDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return EN_GB_DAY.format(new Date(Date.UTC(y, m - 1, d, 12)));
}
