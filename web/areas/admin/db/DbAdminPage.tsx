// /admin/db-admin – opens the configured database tool (served at /db-admin) in a new tab, or says how to set one.
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { dbAdminAnswerSchema } from '../../../../common/admin';
import { apiGet } from '../../../api/client';
import { LABELS } from '../../../components/labels';
import { usePageTitle } from '../../../shell/usePageTitle';

export default function DbAdminPage() {
  usePageTitle(LABELS.admin.dbAdmin);
  const status = useQuery({
    queryKey: ['admin-db-admin'],
    queryFn: () => apiGet('/api/admin/db-admin', dbAdminAnswerSchema),
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        {LABELS.admin.dbAdmin}
      </Typography>
      {status.data?.configured ? (
        <>
          <Typography>L’outil d’administration de la base s’ouvre dans un nouvel onglet.</Typography>
          <Button
            variant="contained"
            href="/db-admin"
            target="_blank"
            rel="noopener"
            sx={{ alignSelf: 'flex-start' }}
          >
            Ouvrir l’outil de base de données
          </Button>
        </>
      ) : (
        status.data && (
          <Alert severity="info">
            Aucun outil n’est configuré. Donnez son adresse dans la variable <code>DB_ADMIN_URL</code> (par
            exemple un Adminer ou un pgAdmin protégé) puis redémarrez : il s’ouvrira ici, à l’adresse{' '}
            <code>/db-admin</code>, pour les administrateurs seulement.
          </Alert>
        )
      )}
    </Stack>
  );
}
