import Button from '@mui/material/Button';
import type { Breakpoint, Theme } from '@mui/material/styles';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { CURRENT_NAV_SX, NavIconLink } from './nav-icon-link.js';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
}

interface Props {
  items: NavItem[];
  /** The window width (a breakpoint or pixels) from which the links fit with their labels. */
  labelsFrom: Breakpoint | number;
}

/**
 * An area's links in the top bar: on a computer each says what it is (icon and label); where
 * they do not fit, each is an icon named by its label, whose tooltip shows on hover and on
 * keyboard focus (issue #21, point 12). Both forms are drawn and CSS shows one (display: none
 * hides the other from everyone): no media-query hook in the pages' bundle.
 */
export function NavLinks({ items, labelsFrom }: Props) {
  const { pathname } = useLocation();
  const labelled = (t: Theme) => ({ display: 'none', [t.breakpoints.up(labelsFrom)]: { display: 'inline-flex' } });
  const iconOnly = (t: Theme) => ({ [t.breakpoints.up(labelsFrom)]: { display: 'none' } });
  return items.map((i) => (
    <Fragment key={i.to}>
      <Button
        component={RouterLink}
        to={i.to}
        color="inherit"
        startIcon={i.icon}
        aria-current={pathname === i.to ? 'page' : undefined}
        sx={[{ whiteSpace: 'nowrap', flexShrink: 0 }, pathname === i.to ? CURRENT_NAV_SX : {}, labelled]}
      >
        {i.label}
      </Button>
      <NavIconLink {...i} sx={iconOnly} />
    </Fragment>
  ));
}
