import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

interface Props {
  label: string;
  to: string;
  icon: ReactNode;
}

/** A top-bar icon that is a link, named by its Romanian label (aria-label and tooltip). */
export function NavIconLink({ label, to, icon }: Props) {
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
        sx={current ? { bgcolor: 'rgba(255, 255, 255, 0.16)' } : undefined}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
