import type { ReactNode } from 'react';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';
import { usePageTitle } from '../lib/use-page-title.js';
import './plain/plain.css';

/**
 * The centred card of the pages without a top bar (login, password reset). Drawn without MUI:
 * /login is in the first download (issue #12).
 */
export function AuthCard({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const t = useT(shell);
  usePageTitle(title);
  return (
    <main className="plain-page">
      <div className="plain-card">
        <div className="plain-card-head">
          <p className="plain-overline">{t('shell.appName')}</p>
          {aside}
        </div>
        <h1 className="plain-title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
