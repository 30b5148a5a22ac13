import pg from 'pg';

// What the database's backends of one database are doing during a measure (issue #43 point 1):
// pg_stat_activity sampled every few milliseconds by a connection of its own. A backend running is
// 'CPU', one waiting names its wait event ('Lock:object', 'LWLock:WALWrite', 'IO:WALSync'); one idle
// inside a transaction waits for the app ('Client:ClientRead'). A queue shows as a lock among the top.

export interface Waits {
  /** Samples taken, and backend-samples counted (the backends busy at each sample, summed). */
  samples: number;
  busy: number;
  /** Each state's share of the busy backend-samples, largest first. */
  top: { what: string; share: number }[];
}

export interface WaitSampler {
  stop(): Promise<Waits>;
}

const SAMPLE = `SELECT CASE WHEN wait_event IS NULL THEN 'CPU' ELSE wait_event_type || ':' || wait_event END AS what
                  FROM pg_stat_activity
                 WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
                   AND state IN ('active', 'idle in transaction')`;

/** Starts sampling the backends of the database at `url` every `everyMs` until stop(). */
export async function sampleWaits(url: string, everyMs = 20): Promise<WaitSampler> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let busy = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ what: string }>(SAMPLE);
      samples++;
      busy += rows.length;
      for (const r of rows) counts.set(r.what, (counts.get(r.what) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      const top = [...counts].sort((a, b) => b[1] - a[1]).map(([what, n]) => ({ what, share: busy ? n / busy : 0 }));
      return { samples, busy, top };
    },
  };
}

/** The top waits as one line: "Lock:object 41 %, CPU 22 %, … (1,234 samples, 7.1 backends busy on average)". */
export function formatWaits(w: Waits, count = 6): string {
  const parts = w.top.slice(0, count).map((t) => `${t.what} ${Math.round(t.share * 100)} %`);
  const average = w.samples ? (w.busy / w.samples).toFixed(1) : '0';
  return `${parts.join(', ') || 'nothing busy'} (${w.samples} samples, ${average} backends busy on average)`;
}
