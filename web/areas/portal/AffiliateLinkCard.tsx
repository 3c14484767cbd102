// The partner's link (origin + /?ref= + code) with a copy button.
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import type { Partner } from '../../../common/partner';
import { PORTAL_LABELS as L } from './labels';

export const affiliateLinkOf = (code: string) => `${window.location.origin}/?ref=${encodeURIComponent(code)}`;

export function AffiliateLinkCard({ partner }: { partner: Partner }) {
  const [copied, setCopied] = useState(false);
  const link = affiliateLinkOf(partner.code);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      // No clipboard (http, old browser): the link stays selectable by hand.
    }
  }
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
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {L.affiliateHint}
        </Typography>
        {partner.status === 'pending' && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {L.pendingNotice}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
