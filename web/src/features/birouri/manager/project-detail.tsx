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
import { MSG } from '@domain/messages.js';
import type { ProjectDeskBody } from '@domain/schemas/groups.js';
import { errorMessage } from '@/api/client.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { useFlexGroups } from '../drawer/use-groups.js';
import { ProjectDesksTable } from './project-desks-table.js';
import { useMyProjects, useProjectDesk } from './use-projects.js';

/**
 * A project's desks (remove, after asking, with an undo) and the desks of the manager's
 * departments it could take (add) — flex-office §2 'My projects', §8.
 */
export function ProjectDetail() {
  const { projectId = '' } = useParams();
  const projects = useMyProjects();
  const groups = useFlexGroups();
  const project = projects.data?.find((p) => p._id === projectId);
  usePageTitle(project ? `Proiectele mele · ${project.name}` : 'Proiectele mele');
  // The desk asked about stays named while the dialog closes.
  const [asking, setAsking] = useState<{ deskId: string; open: boolean } | null>(null);
  const [removed, setRemoved] = useState<ProjectDeskBody | null>(null);
  const change = useProjectDesk(setRemoved);

  const back = (
    <Button component={RouterLink} to=".." relative="path" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
      Înapoi la proiecte
    </Button>
  );
  if (projects.isError)
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error">{errorMessage(projects.error)}</Alert>
      </Stack>
    );
  if (!projects.data) return <CircularProgress aria-label="Se încarcă" />;
  if (!project)
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="warning">{MSG.projectNotManaged}</Alert>
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
              Anulați
            </Button>
          }
        >
          {`${MSG.projectDeskRemoved} (${removed.deskId})`}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <ProjectDesksTable
          title="Birourile proiectului"
          desks={project.desks}
          groups={groups.data}
          empty="Proiectul nu are încă birouri. Adăugați-le din lista birourilor departamentelor dumneavoastră."
          action={{ label: 'Scoateți', name: (id) => `Scoateți biroul ${id} din proiect`, color: 'error', icon: <RemoveCircleOutlined /> }}
          busy={change.isPending}
          onAction={(deskId) => setAsking({ deskId, open: true })}
        />
        <ProjectDesksTable
          title="Birouri disponibile din departamentele dumneavoastră"
          desks={project.availableDesks}
          groups={groups.data}
          empty="Toate birourile departamentelor dumneavoastră fac deja parte din proiect."
          action={{ label: 'Adăugați', name: (id) => `Adăugați biroul ${id} în proiect`, icon: <Add /> }}
          busy={change.isPending}
          onAction={(id) => run(id, 'add')}
        />
      </Box>
      <ConfirmDialog
        open={!!asking?.open}
        title={`Scoateți biroul ${asking?.deskId ?? ''} din proiect?`}
        text={`Membrii proiectului ${project.name} nu îl vor mai putea rezerva ca birou al proiectului; rezervările făcute deja rămân. Îl puteți adăuga din nou oricând.`}
        confirmLabel="Scoateți"
        cancelLabel="Renunțați"
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
