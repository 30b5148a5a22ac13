import ArrowBack from '@mui/icons-material/ArrowBack';
import BarChart from '@mui/icons-material/BarChart';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Route, Routes } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title.js';
import { NotFoundPage } from '@/components/not-found-page.js';
import { ProjectDetail } from './project-detail.js';
import { ProjectsList } from './projects-list.js';

function ProjectsHome() {
  usePageTitle('Proiectele mele');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component={RouterLink} to="/birouri" startIcon={<ArrowBack />}>
          Înapoi
        </Button>
        <Button component={RouterLink} to="/birouri/admin/manager" variant="outlined" startIcon={<BarChart />}>
          Statistici
        </Button>
      </Stack>
      <ProjectsList />
    </Stack>
  );
}

/** /birouri/admin/manager/departments: the manager's projects, and a project's desks (flex-office §2 'My projects'). */
export function ManagerProjectsPage() {
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Proiectele mele
      </Typography>
      <Routes>
        <Route index element={<ProjectsHome />} />
        <Route path=":projectId" element={<ProjectDetail />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Stack>
  );
}
