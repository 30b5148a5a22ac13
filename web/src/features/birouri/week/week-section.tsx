import { lazy, Suspense } from 'react';
import { retryingImport } from '@/lib/connection.js';

// 'Săptămâna mea' on the booking screen and the phone page, loaded after them: /birouri's first
// download is at its budget (web/bundle-budget.json), and the week's words come with its chunk.
/** The week's module, through which 'Săptămâna echipei' loads too (my-week.tsx's loadTeamPage, app/router.tsx). */
export const loadMyWeek = retryingImport(() => import('./my-week.js'));
const MyWeek = lazy(loadMyWeek);

/** 'Săptămâna mea' as a section (level 2), or as the page /birouri/saptamana (level 1). */
export function WeekSection({ level = 2 }: { level?: 1 | 2 }) {
  return (
    <Suspense fallback={null}>
      <MyWeek level={level} />
    </Suspense>
  );
}
