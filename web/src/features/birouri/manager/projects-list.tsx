import FolderShared from '@mui/icons-material/FolderShared';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/api/client.js';
import { manager } from '@/i18n/manager.js';
import { useT } from '@/i18n/use-t.js';
import { useMyProjects } from './use-projects.js';

/** The projects the caller manages; each opens its desks. */
export function ProjectsList() {
  const t = useT(manager);
  const projects = useMyProjects();
  if (projects.isError) return <Alert severity="error">{errorMessage(projects.error)}</Alert>;
  if (!projects.data) return <CircularProgress aria-label={t('manager.projects.loading')} />;
  if (projects.data.length === 0) return <Typography>{t('manager.projects.none')}</Typography>;
  return (
    <Paper variant="outlined">
      <List aria-label={t('manager.projects.title')} disablePadding>
        {projects.data.map((p) => (
          <ListItem key={p._id} disablePadding divider>
            <ListItemButton component={RouterLink} to={encodeURIComponent(p._id)}>
              <ListItemIcon>
                <FolderShared aria-hidden />
              </ListItemIcon>
              <ListItemText primary={p.name} secondary={t('manager.projects.desks', { count: p.desks.length })} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
