import { expect, test } from 'vitest';
import { chartPageRow } from './chart-pages.js';
import { formatRows } from './summary.js';

test('a chart page is judged against 500 ms with an empty cache; one not drawn is reported as missed and the table goes on', () => {
  const text = formatRows([
    chartPageRow('PostgreSQL', '/birouri/admin/csv', 480.4),
    chartPageRow('PostgreSQL', '/birouri/statistics', 612),
    chartPageRow('PostgreSQL', '/turn/statisticsDay', null),
  ]);
  expect(text).toContain(
    '| PostgreSQL | chart page /birouri/admin/csv in Chromium, default range, empty cache, until chart, table and an idle frame | 480 ms | ≤ 500 ms ✓ |',
  );
  expect(text).toContain(
    '/birouri/statistics in Chromium, default range, empty cache, until chart, table and an idle frame | 612 ms | ≤ 500 ms ✗ |',
  );
  expect(text).toContain('| > 60,000 ms (not drawn within 60 s) | ≤ 500 ms ✗ |');
});
