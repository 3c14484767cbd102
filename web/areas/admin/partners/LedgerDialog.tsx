// A partner's statement for the admin: per month the gross, the percent, the share, the payments and the balance,
// then every movement; the yearly summary of a chosen year as PDF or CSV.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { AdminPartner } from '../../../../common/admin';
import { DOCUMENT_LABELS } from '../../../../common/documentsMessages';
import { formatEuros } from '../../../../common/money';
import { LedgerEntriesTable, LedgerMonthsTable } from '../../shared/LedgerTables';
import { YearlySummaryPicker } from '../../shared/PaperLinks';
import { useLedgerPages } from '../../shared/useLedgerPages';
import { areaTheme } from '../../shared/theme';
import { ADMIN_LABELS as L } from './labels';

export function LedgerDialog({ partner, onClose }: { partner: AdminPartner; onClose: () => void }) {
  const ledger = useLedgerPages(['admin-ledger', partner.id], `/api/admin/partners/${partner.id}/ledger`);
  // On a phone the statement takes the whole screen: its tables need every pixel.
  const narrow = useMediaQuery(areaTheme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={narrow}>
      <DialogTitle>{L.ledgerTitle(partner.name, partner.code)}</DialogTitle>
      <DialogContent>
        {ledger.data ? (
          <Stack spacing={2}>
            <Typography data-testid="admin-ledger-balance">
              {L.ledgerBalance(formatEuros(ledger.data.balance_cents))}
            </Typography>
            <Typography variant="subtitle2" component="h3">
              {L.ledgerMonths}
            </Typography>
            <LedgerMonthsTable months={ledger.data.months} label={L.ledgerMonths} />
            <Typography variant="subtitle2" component="h3">
              {L.ledgerEntries}
            </Typography>
            <LedgerEntriesTable
              entries={ledger.data.entries}
              empty={L.noLedger}
              narrow={narrow}
              hasMore={ledger.hasMore}
              onMore={ledger.loadMore}
            />
            <Typography variant="subtitle2" component="h3">
              {DOCUMENT_LABELS.yearly}
            </Typography>
            <YearlySummaryPicker
              base={`/api/admin/partners/${partner.id}/yearly-summary`}
              since={ledger.data.months[0]?.month ?? ''}
            />
          </Stack>
        ) : (
          <Typography color="text.secondary">…</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
