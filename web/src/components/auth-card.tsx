import type { ReactNode } from 'react';
import { APP_NAME } from '../app/app-name.js';
import { usePageTitle } from '../lib/use-page-title.js';
import './plain/plain.css';

/**
 * The centred card of the pages without a top bar (login, password reset). Drawn without MUI:
 * /login is in the first download (issue #12).
 */
export function AuthCard({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main className="plain-page">
      <div className="plain-card">
        <div className="plain-card-head">
          <p className="plain-overline">{APP_NAME}</p>
          {aside}
        </div>
        <h1 className="plain-title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
