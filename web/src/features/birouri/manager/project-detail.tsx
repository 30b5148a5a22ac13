import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import RemoveCircleOutlined from '@mui/icons-material/RemoveCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { ProjectDeskBody } from '@domain/schemas/groups.js';
import { errorMessage } from '@/api/client.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { manager } from '@/i18n/manager.js';
import { useT } from '@/i18n/use-t.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { useFlexGroups } from '../drawer/use-groups.js';
import { ProjectDesksTable } from './project-desks-table.js';
import { useMyProjects, useProjectDesk } from './use-projects.js';

/**
 * A project's desks (remove, after asking, with an undo) and the desks of the manager's
 * departments it could take (add) — flex-office §2 'My projects', §8.
 */
export function ProjectDetail() {
  const t = useT(manager);
  const { projectId = '' } = useParams();
  const projects = useMyProjects();
  const groups = useFlexGroups();
  const project = projects.data?.find((p) => p._id === projectId);
  usePageTitle(project ? t('manager.projects.titleOf', { project: project.name }) : t('manager.projects.title'));
  // The desk asked about stays named while the dialog closes.
  const [asking, setAsking] = useState<{ deskId: string; open: boolean } | null>(null);
  const [removed, setRemoved] = useState<ProjectDeskBody | null>(null);
  const change = useProjectDesk(setRemoved);

  const back = (
    <Button component={RouterLink} to=".." relative="path" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
      {t('manager.project.back')}
    </Button>
  );
  if (projects.isError)
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error">{errorMessage(projects.error)}</Alert>
      </Stack>
    );
  if (!projects.data) return <CircularProgress aria-label={t('manager.projects.loading')} />;
  if (!project)
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="warning">{t('manager.project.notManaged')}</Alert>
      </Stack>
    );

  const run = (deskId: string, action: ProjectDeskBody['action']) => {
    setRemoved(null);
    change.mutate({ groupId: project._id, deskId, action });
  };

  return (
    <Stack spacing={2}>
      {back}
      <Typography variant="h5" component="h2">
        {project.name}
      </Typography>
      {removed && (
        <Alert
          severity="success"
          onClose={() => setRemoved(null)}
          action={
            <Button color="inherit" size="small" disabled={change.isPending} onClick={() => run(removed.deskId, 'add')}>
              {t('manager.project.undo')}
            </Button>
          }
        >
          {t('manager.project.removed', { desk: removed.deskId })}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <ProjectDesksTable
          title={t('manager.project.desks')}
          desks={project.desks}
          groups={groups.data}
          empty={t('manager.project.desksEmpty')}
          action={{
            label: t('manager.project.remove'),
            name: (id) => t('manager.project.removeDesk', { desk: id }),
            color: 'error',
            icon: <RemoveCircleOutlined />,
          }}
          busy={change.isPending}
          onAction={(deskId) => setAsking({ deskId, open: true })}
        />
        <ProjectDesksTable
          title={t('manager.project.available')}
          desks={project.availableDesks}
          groups={groups.data}
          empty={t('manager.project.availableEmpty')}
          action={{ label: t('manager.project.add'), name: (id) => t('manager.project.addDesk', { desk: id }), icon: <Add /> }}
          busy={change.isPending}
          onAction={(id) => run(id, 'add')}
        />
      </Box>
      <ConfirmDialog
        open={!!asking?.open}
        title={t('manager.project.confirmTitle', { desk: asking?.deskId ?? '' })}
        text={t('manager.project.confirmText', { project: project.name })}
        confirmLabel={t('manager.project.remove')}
        cancelLabel={t('manager.project.keep')}
        pending={change.isPending}
        onConfirm={() => {
          if (asking) run(asking.deskId, 'remove');
          setAsking((a) => a && { ...a, open: false });
        }}
        onClose={() => setAsking((a) => a && { ...a, open: false })}
      />
    </Stack>
  );
}
