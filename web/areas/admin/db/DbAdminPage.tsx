// /admin/db-admin – opens the configured database tool (served at /db-admin) in a new tab, or says how to set one.
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { dbAdminAnswerSchema } from '../../../../common/admin';
import { apiGet } from '../../../api/client';
import { LABELS } from '../../../components/labels';
import { PageHeading } from '../../shared/PageHeading';
import { DB_ADMIN_LABELS as L } from './labels';

export default function DbAdminPage() {
  const status = useQuery({
    queryKey: ['admin-db-admin'],
    queryFn: () => apiGet('/api/admin/db-admin', dbAdminAnswerSchema),
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <PageHeading title={LABELS.admin.dbAdmin} />
      {status.data?.configured ? (
        <>
          <Typography>{L.opens}</Typography>
          <Button
            variant="contained"
            href="/db-admin"
            target="_blank"
            rel="noopener"
            sx={{ alignSelf: 'flex-start' }}
          >
            {L.open}
          </Button>
        </>
      ) : (
        status.data && (
          <Alert severity="info">
            {L.notConfigured.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}
          </Alert>
        )
      )}
    </Stack>
  );
}
