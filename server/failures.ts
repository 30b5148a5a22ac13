/** Counts by label values, for a labelled counter of GET /metrics (ops/metrics.ts reads it at each scrape). */
export class Tally<L extends string> {
  private readonly counts = new Map<string, { labels: Record<L, string>; n: number }>();

  inc(labels: Record<L, string>): void {
    const key = JSON.stringify(Object.entries(labels).sort());
    const c = this.counts.get(key);
    if (c) c.n++;
    else this.counts.set(key, { labels: { ...labels }, n: 1 });
  }

  *entries(): Iterable<[Record<L, string>, number]> {
    for (const { labels, n } of this.counts.values()) yield [labels, n];
  }
}

/**
 * What failed in this process that an operator alerts on, beyond what the scheduler and the outbox
 * count of their own (GET /metrics); each failure is also logged where it is caught.
 */
export class Failures {
  /** Calls to the company's identity provider that failed (not a person's cancelling), by the sign-in's step and the reason. */
  readonly oidcProvider = new Tally<'step' | 'reason'>();
}
