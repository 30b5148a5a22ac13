import EventRepeat from '@mui/icons-material/EventRepeat';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { pattern } from '@/i18n/pattern.js';
import { useT } from '@/i18n/use-t.js';

// The way to 'Zilele mele la birou' (decisions §20) from the booking screen and the phone page, loaded
// lazily by both (lazy-entries.ts), so that /birouri's first download carries neither it nor the area's
// words (web/bundle-budget.json). The user menu's item is pattern-menu-item.tsx.

/** The page's address (app/router.tsx). */
export const PATTERN_PATH = '/birouri/zilele-mele';

/**
 * The way to the page on the booking screen's drawer and the phone page: a link; or, when the person's
 * desk of the day shown was booked by the pattern (its `source`), the map's notice saying so, with the link.
 */
export default function PatternLink({ notice }: { notice: boolean }) {
  const t = useT(pattern);
  if (notice)
    return (
      <Alert severity="info">
        {t('workPattern.notice')}{' '}
        <Link component={RouterLink} to={PATTERN_PATH}>
          {t('workPattern.title')}
        </Link>
      </Alert>
    );
  return (
    <Button component={RouterLink} to={PATTERN_PATH} variant="outlined" startIcon={<EventRepeat />} sx={{ minHeight: 44 }}>
      {t('workPattern.title')}
    </Button>
  );
}

/**
 * The page 'Zilele mele la birou', which the router loads through /birouri's code (birouri-home.tsx →
 * lazy-entries.ts → here) rather than straight: imported from there, it shares the chunks /birouri has
 * already loaded instead of splitting them anew, and its list of chunks lies here, outside /birouri's
 * first download (each costs that download its part; web/bundle-budget.json).
 */
export const loadPatternPage = () => import('./pattern-page.js');
