// The partner's link (origin + /?ref= + code) with a copy button, and whether its visits count now.
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { Partner } from '../../../common/partner';
import { useCopy } from '../../components/useCopy';
import { affiliateLinkOf } from '../../state/referral';
import { PORTAL_LABELS as L } from './labels';

export function AffiliateLinkCard({ partner }: { partner: Partner }) {
  const link = affiliateLinkOf(partner.code);
  const { copied, copy } = useCopy(link);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle2" component="h2" color="text.secondary">
          {L.affiliateLink}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <Typography
            component="code"
            data-testid="affiliate-link"
            sx={{ fontFamily: 'monospace', fontSize: '1rem', overflowWrap: 'anywhere', flex: '1 1 240px' }}
          >
            {link}
          </Typography>
          <Button variant="contained" onClick={() => void copy()} aria-live="polite">
            {copied ? L.copied : L.copy}
          </Button>
        </Box>
        {/* Only an active partner's visits are counted: the card promises nothing to the others. */}
        {partner.status === 'active' ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {L.affiliateHint}
          </Typography>
        ) : partner.status === 'pending' ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {L.pendingNotice}
          </Alert>
        ) : (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="link-not-counted">
            {L.linkNotCounted}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
