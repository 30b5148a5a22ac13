import ArrowBack from '@mui/icons-material/ArrowBack';
import BarChart from '@mui/icons-material/BarChart';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Route, Routes } from 'react-router';
import { manager } from '@/i18n/manager.js';
import { useT } from '@/i18n/use-t.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { NotFoundPage } from '@/components/not-found-page.js';
import { ProjectDetail } from './project-detail.js';
import { ProjectsList } from './projects-list.js';

function ProjectsHome() {
  const t = useT(manager);
  usePageTitle(t('manager.projects.title'));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component={RouterLink} to="/birouri" startIcon={<ArrowBack />}>
          {t('manager.projects.back')}
        </Button>
        <Button component={RouterLink} to="/birouri/admin/manager" variant="outlined" startIcon={<BarChart />}>
          {t('manager.projects.statistics')}
        </Button>
      </Stack>
      <ProjectsList />
    </Stack>
  );
}

/** /birouri/admin/manager/departments: the manager's projects, and a project's desks (flex-office §2 'My projects'). */
export function ManagerProjectsPage() {
  const t = useT(manager);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('manager.projects.title')}
      </Typography>
      <Routes>
        <Route index element={<ProjectsHome />} />
        <Route path=":projectId" element={<ProjectDetail />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Stack>
  );
}
