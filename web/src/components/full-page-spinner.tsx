import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';
import './plain/plain.css';

/** The page's spinner while the session or a page loads: CSS only, it is in the first download (issue #12). */
export function FullPageSpinner() {
  const t = useT(shell);
  return (
    <div className="plain-spinner">
      <span role="progressbar" aria-label={t('shell.loading')}>
        <svg viewBox="22 22 44 44" aria-hidden="true">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
    </div>
  );
}
