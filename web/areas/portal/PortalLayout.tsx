// /partner/* – the partner portal: 260 px side menu, drawer with a top bar when narrow; 404 without a partner record.
import { Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { PORTAL_MENU_WIDTH_PX } from '../../../common/constants';
import { z } from '../../../common/zod';
import { api } from '../../api/client';
import { ErrorPage } from '../../pages/errors/ErrorPage';
import { SideMenuLayout } from '../shared/SideMenuLayout';

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
  if (partner.isError) return <ErrorPage status={404} />;
  return (
    <SideMenuLayout title="Espace partenaire" width={PORTAL_MENU_WIDTH_PX} items={ITEMS}>
      {partner.isPending ? <Skeleton variant="rectangular" height={240} /> : <Outlet />}
    </SideMenuLayout>
  );
}
