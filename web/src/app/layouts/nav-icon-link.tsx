import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

interface Props {
  label: string;
  to: string;
  icon: ReactNode;
  /** Extra styles, e.g. when it shows (NavLinks). */
  sx?: SxProps<Theme>;
}

/**
 * How the top bar marks the current page: a darker ground (white text on a lighter one falls
 * under WCAG's 4.5:1, issue #14 point 7) and an underline, so that colour is not the only sign.
 */
export const CURRENT_NAV_SX = { bgcolor: 'rgba(0, 0, 0, 0.24)', boxShadow: 'inset 0 -3px 0 currentColor' } as const;

/** A top-bar icon that is a link, named by its label (aria-label and tooltip). */
export function NavIconLink({ label, to, icon, sx }: Props) {
  const { pathname } = useLocation();
  const current = pathname === to;
  return (
    <Tooltip title={label}>
      <IconButton
        component={RouterLink}
        to={to}
        color="inherit"
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        sx={[current ? CURRENT_NAV_SX : {}, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
