/** '1 birou', '5 birouri', '20 de birouri', '101 birouri', '200 de birouri': Romanian counts take 'de' when the last two digits are 20 or more, or 00 past 100. */
export function count(n: number, one: string, many: string): string {
  if (n === 1) return `1 ${one}`;
  const de = n % 100 >= 20 || (n >= 100 && n % 100 === 0) ? 'de ' : '';
  return `${n} ${de}${many}`;
}
