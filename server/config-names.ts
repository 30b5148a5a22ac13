// Which variables of the environment look like a misspelt setting. The environment also holds
// everyone else's variables (PATH, HOME, npm_*, PG*), so "unknown" cannot mean "not ours": it means
// one or two typing slips away from a name the server reads (DATABSE_URL, SMTP_UR, SESION_DAYS),
// which would otherwise be ignored while the server quietly ran on its default.

/** Edits (insert, delete, substitute, swap two neighbours) between a and b, up to `max`; max + 1 beyond. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return Math.min(d[a.length][b.length], max + 1);
}

/**
 * [variable, the setting it probably meant] for each variable that is not a setting but is a slip
 * away from one: one edit for short names (HOME is two from HOST), two for names of 8 letters or more.
 */
export function misspeltSettings(env: NodeJS.ProcessEnv, names: readonly string[]): [string, string][] {
  const known = new Set(names);
  const found: [string, string][] = [];
  for (const v of Object.keys(env)) {
    if (known.has(v) || !/^[A-Z][A-Z0-9_]*$/.test(v)) continue;
    const meant = names.find((n) => editDistance(v, n, 2) <= (n.length >= 8 ? 2 : 1));
    if (meant) found.push([v, meant]);
  }
  return found;
}
