// /partner/* – the partner portal: 260 px side menu, drawer with a top bar when narrow; 404 without a partner record.
import {
  AppBar,
  Box,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Skeleton,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PORTAL_MENU_WIDTH_PX } from '../../../common/constants';
import { z } from '../../../common/zod';
import { api } from '../../api/client';
import { ErrorPage } from '../../pages/errors/ErrorPage';

const ITEMS = [
  { to: '/partner/dashboard', label: 'Tableau de bord' },
  { to: '/partner/profile', label: 'Paramètres personnelles' },
  { to: '/partner/payment', label: 'Informations de paiement' },
];

export default function PortalLayout() {
  const partner = useQuery({
    queryKey: ['partner-me'],
    queryFn: () => api.get('/api/partner/me', z.unknown()),
    retry: false,
  });
  const wide = useMediaQuery('(min-width:900px)');
  const [open, setOpen] = useState(false);
  const location = useLocation();
  if (partner.isError) return <ErrorPage status={404} />;
  const menu = (
    <>
      <Toolbar>
        <Typography variant="h6">Espace partenaire</Typography>
      </Toolbar>
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
    </>
  );
  return (
    <Box sx={{ display: 'flex' }}>
      {!wide && (
        <AppBar position="fixed" color="default">
          <Toolbar>
            <IconButton aria-label="Menu" onClick={() => setOpen(true)}>
              ☰
            </IconButton>
            <Typography>Espace partenaire</Typography>
          </Toolbar>
        </AppBar>
      )}
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{
          width: PORTAL_MENU_WIDTH_PX,
          '& .MuiDrawer-paper': { width: PORTAL_MENU_WIDTH_PX, position: wide ? 'relative' : 'fixed' },
        }}
      >
        {menu}
      </Drawer>
      <Box component="section" sx={{ flex: 1, p: 2, mt: wide ? 0 : 8 }}>
        {partner.isPending ? <Skeleton variant="rectangular" height={240} /> : <Outlet />}
      </Box>
    </Box>
  );
}
