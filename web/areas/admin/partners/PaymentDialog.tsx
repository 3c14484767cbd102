// A partner's payment info for the admin: the IBAN masked until asked, and the holder.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminPartner } from '../../../../common/admin';
import { formatIban, maskIban } from '../../../../common/iban';
import { paymentAnswerSchema } from '../../../../common/partner';
import { apiGet } from '../../../api/client';
import { ADMIN_LABELS as L } from './labels';

export function PaymentDialog({ partner, onClose }: { partner: AdminPartner; onClose: () => void }) {
  const payment = useQuery({
    queryKey: ['admin-payment', partner.id],
    queryFn: () => apiGet(`/api/admin/partners/${partner.id}/payment`, paymentAnswerSchema),
    gcTime: 0, // an IBAN in clear stays in memory no longer than the dialog
  });
  const [shown, setShown] = useState(false);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{L.paymentTitle(partner.name)}</DialogTitle>
      <DialogContent>
        {payment.data?.iban ? (
          <Stack spacing={1}>
            <Typography sx={{ fontFamily: 'monospace' }} data-testid="admin-iban">
              {shown ? formatIban(payment.data.iban) : maskIban(payment.data.iban)}
            </Typography>
            <Typography>{payment.data.holderName}</Typography>
            <Button size="small" onClick={() => setShown(!shown)} sx={{ alignSelf: 'flex-start' }}>
              {shown ? L.hideIban : L.showIban}
            </Button>
          </Stack>
        ) : (
          <Typography color="text.secondary">{payment.isPending ? '…' : L.noPayment}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
