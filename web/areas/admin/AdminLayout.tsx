// /admin/* – the admin drawer (permanent when wide, temporary on a phone) behind the spec's access check.
import {
  Box,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { z } from '../../../common/zod';
import { api, ApiError } from '../../api/client';
import { ErrorPage } from '../../pages/errors/ErrorPage';

const DRAWER_WIDTH = 240;
const ITEMS = [
  { to: '/admin/partners', label: 'Partenaires' },
  { to: '/admin/security', label: 'Sécurité' },
  { to: '/admin/db-admin', label: 'Base de données' },
];

/** unknown → ok, or forbidden (401/403) / notfound: the spec's admin access states. */
function useAdminAccess() {
  const me = useQuery({
    queryKey: ['admin-me'],
    queryFn: () => api.get('/api/admin/me', z.unknown()),
    retry: false,
  });
  if (me.isPending) return { state: 'unknown' as const };
  if (me.isSuccess) return { state: 'ok' as const };
  const status = me.error instanceof ApiError ? me.error.status : null;
  return status === 401 || status === 403
    ? { state: 'forbidden' as const, status }
    : { state: 'notfound' as const, status: 404 };
}

export default function AdminLayout() {
  const access = useAdminAccess();
  const wide = useMediaQuery('(min-width:900px)');
  const [open, setOpen] = useState(false);
  const location = useLocation();
  if (access.state === 'unknown') return <Box sx={{ p: 4 }} aria-busy="true" />;
  if (access.state !== 'ok') return <ErrorPage status={access.status} />;
  const menu = (
    <List>
      {ITEMS.map((item) => (
        <ListItemButton
          key={item.to}
          component={Link}
          to={item.to}
          selected={location.pathname === item.to}
          onClick={() => setOpen(false)}
        >
          <ListItemText primary={item.label} />
        </ListItemButton>
      ))}
    </List>
  );
  return (
    <Box sx={{ display: 'flex' }}>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{
          width: DRAWER_WIDTH,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, position: wide ? 'relative' : 'fixed' },
        }}
      >
        <Toolbar>
          <Typography variant="h6">Administration</Typography>
        </Toolbar>
        {menu}
      </Drawer>
      <Box component="section" sx={{ flex: 1, p: 2 }}>
        {!wide && (
          <IconButton aria-label="Menu" onClick={() => setOpen(true)}>
            ☰
          </IconButton>
        )}
        <Outlet />
      </Box>
    </Box>
  );
}
