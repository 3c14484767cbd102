// The whole request log, a server page at a time (newest first), by jail or by the beginning of an address.
import { Stack, TextField } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { SECURITY_JAILS } from '../../../../common/constants';
import { securityEventSchema, type SecurityEvent } from '../../../../common/pagination';
import { z } from '../../../../common/zod';
import { DataTable, type Column } from '../../shared/DataTable';
import { FilterSelect } from '../../shared/FilterSelect';
import { Pager } from '../../shared/Pager';
import { Section } from '../../shared/Section';
import { usePagedList } from '../../shared/usePagedList';
import { SECURITY_LABELS } from './labels';
import { when } from './when';

const L = SECURITY_LABELS.logs;
const F = SECURITY_LABELS.fullLog;

const COLUMNS: Column<SecurityEvent>[] = [
  { header: L.timestamp, cell: (l) => when(l.timestamp) },
  { header: L.ip, cell: (l) => l.ip, sx: { fontFamily: 'monospace' } },
  { header: L.path, cell: (l) => l.path, sx: { overflowWrap: 'anywhere' } },
  { header: L.status, cell: (l) => l.status },
  { header: F.jail, cell: (l) => l.jail },
];

const JAIL_CHOICES = Object.keys(SECURITY_JAILS).map((name) => ({ value: name, label: name }));

export function SecurityLogSection() {
  const [jail, setJail] = useState('');
  const [ip, setIp] = useState('');
  const ipPrefix = useDeferredValue(ip.trim());
  const log = usePagedList(
    ['admin-security-log'],
    '/api/admin/security/events',
    z.array(securityEventSchema),
    {
      jail,
      ip: ipPrefix,
    },
  );
  const filtered = jail !== '' || ipPrefix !== '';
  return (
    <Section title={F.title}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <FilterSelect
            label={F.jail}
            value={jail}
            onChange={setJail}
            all={F.allJails}
            choices={JAIL_CHOICES}
            sx={{ minWidth: 160 }}
          />
          <TextField
            size="small"
            type="search"
            label={F.ip}
            value={ip}
            onChange={(e) => setIp(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Stack>
        <DataTable
          columns={COLUMNS}
          rows={log.rows}
          rowKey={(l) => l.id}
          label={F.title}
          empty={filtered ? F.noMatch : F.empty}
        />
        <Pager list={log} label={F.title} />
      </Stack>
    </Section>
  );
}
