import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getMapGroupsQueryOptions } from '@/api/queries/groups.js';
import { statistics } from '@/i18n/statistics.js';
import { useT } from '@/i18n/use-t.js';
import { ForecastBody } from '../statistics/forecast-body.js';

/**
 * The forecast of the groups the manager manages (decisions §21), loaded on demand: all of them
 * together, or one chosen when they manage several. The server answers only their groups' desks.
 */
export default function ManagerForecast() {
  const t = useT(statistics);
  const mine = useQuery(getMapGroupsQueryOptions(false));
  const [groupId, setGroupId] = useState('');
  const managed = (mine.data?.groups ?? [])
    .filter((g) => mine.data?.managerOf.includes(g._id))
    .sort((a, b) => a.name.localeCompare(b.name, 'ro'));
  const chooser =
    managed.length > 1 ? (
      <TextField
        select
        label={t('statistics.forecast.group')}
        value={groupId}
        onChange={(e) => setGroupId(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ minWidth: 260 }}
      >
        <MenuItem value="">{t('statistics.forecast.allGroups')}</MenuItem>
        {managed.map((g) => (
          <MenuItem key={g._id} value={g._id}>
            {g.name}
          </MenuItem>
        ))}
      </TextField>
    ) : undefined;
  return <ForecastBody groupId={groupId || undefined} chooser={chooser} />;
}
