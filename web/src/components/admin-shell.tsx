import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { admin } from '@/i18n/admin.js';
import { useT } from '@/i18n/use-t.js';
import { useIsPhone } from '../lib/use-is-phone.js';
import { usePageTitle } from '../lib/use-page-title.js';

export interface AdminSection {
  /** The section's path under the console's base, e.g. 'grupuri'. */
  path: string;
  label: string;
  icon: ReactNode;
}

interface Props {
  title: string;
  /** The console's own path, e.g. '/birouri/admin/settings'. */
  base: string;
  sections: AdminSection[];
  children: ReactNode;
}

/** Which section a path is in: its first segment under the base. */
export function currentSection(pathname: string, base: string, sections: AdminSection[]): AdminSection | undefined {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length).replace(/^\/+/, '') : '';
  const first = rest.split('/')[0];
  return sections.find((s) => s.path === first);
}

function SectionList({
  base,
  sections,
  current,
  onPick,
}: {
  base: string;
  sections: AdminSection[];
  current?: AdminSection;
  onPick?: () => void;
}) {
  const t = useT(admin);
  return (
    <List component="nav" aria-label={t('admin.shell.sections')} dense>
      {sections.map((s) => (
        <ListItemButton
          key={s.path}
          component={NavLink}
          to={`${base}/${s.path}`}
          selected={current?.path === s.path}
          aria-current={current?.path === s.path ? 'page' : undefined}
          onClick={onPick}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>{s.icon}</ListItemIcon>
          <ListItemText primary={s.label} />
        </ListItemButton>
      ))}
    </List>
  );
}

/**
 * An administration console: a side menu of sections beside the open one; on a phone the
 * menu is a drawer behind a button that names the open section.
 */
export function AdminShell({ title, base, sections, children }: Props) {
  const t = useT(admin);
  const phone = useIsPhone();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const current = currentSection(pathname, base, sections);
  usePageTitle(current ? `${title} · ${current.label}` : title);

  if (phone) {
    return (
      <Box>
        <Button
          startIcon={<MenuIcon />}
          variant="outlined"
          onClick={() => setOpen(true)}
          sx={{ mb: 2 }}
          aria-label={t('admin.shell.menu', { section: current?.label ?? title })}
        >
          {current?.label ?? title}
        </Button>
        <Drawer open={open} onClose={() => setOpen(false)}>
          <Typography variant="h6" sx={{ px: 2, pt: 2 }}>
            {title}
          </Typography>
          <SectionList base={base} sections={sections} current={current} onPick={() => setOpen(false)} />
        </Drawer>
        {children}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ width: 250, flexShrink: 0, position: 'sticky', top: 80 }}>
        <Typography variant="subtitle1" component="h1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
          {title}
        </Typography>
        <SectionList base={base} sections={sections} current={current} />
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
