// No-shows and bans, the same rule for desks (decisions §6) and the tower (decisions §7).

/** The end of a ban that starts now, if the indiscipline score over the window has reached banAtScore. */
export function banDue(score: number, s: { banAtScore: number; banDays: number }, now: Date): Date | null {
  if (score < s.banAtScore) return null;
  return new Date(now.getTime() + s.banDays * 86_400_000);
}
