// /partner/links – the link builder: a page of the site or a search, a sub-ID, then the full link with the
// partner's code, a copy button and its QR code.
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import type { Partner } from '../../../common/partner';
import { LINK_BUILDER_LABELS as L } from '../../../common/subIdMessages';
import { SUB_ID_MAX_LENGTH } from '../../../common/subIdSyntax';
import { useCopy } from '../../components/useCopy';
import { PageHeading } from '../shared/PageHeading';
import { buildPartnerLink, LINK_PAGES, type LinkField, type LinkPage } from './partnerLink';
import { QrCode } from './QrCode';

const PAGES = Object.keys(LINK_PAGES) as LinkPage[];

export default function LinksPage() {
  const partner = useOutletContext<Partner>();
  const [page, setPage] = useState<LinkPage>('home');
  const [query, setQuery] = useState('');
  const [address, setAddress] = useState('');
  const [subId, setSubId] = useState('');
  const built = buildPartnerLink({
    origin: window.location.origin,
    code: partner.code,
    page,
    query,
    address,
    subId,
  });
  const link = 'link' in built ? built.link : null;
  const { copied, copy } = useCopy(link ?? '');
  /** A field's error once something is typed in it; an empty required field only keeps its hint. */
  const errorOf = (field: LinkField, value: string) =>
    'error' in built && built.field === field && value.trim() !== '' ? built.error : null;
  const queryError = errorOf('query', query);
  const addressError = errorOf('address', address);
  const subIdError = errorOf('subId', subId);

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeading title={L.title} />
      <Typography color="text.secondary">{L.intro}</Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()}>
            <TextField
              select
              label={L.page}
              value={page}
              onChange={(e) => setPage(e.target.value as LinkPage)}
            >
              {PAGES.map((p) => (
                <MenuItem key={p} value={p}>
                  {L.pages[p]}
                </MenuItem>
              ))}
            </TextField>
            {page === 'search' && (
              <TextField
                label={L.query}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                error={queryError !== null}
                helperText={queryError ?? L.queryHint}
                type="search"
                autoFocus
              />
            )}
            {page === 'other' && (
              <TextField
                label={L.path}
                value={address}
                onChange={(e) => setAddress(e.target.value)}
                error={addressError !== null}
                helperText={addressError ?? L.pathHint}
                autoFocus
              />
            )}
            <TextField
              label={L.subId}
              value={subId}
              onChange={(e) => setSubId(e.target.value)}
              error={subIdError !== null}
              helperText={subIdError ?? L.subIdHint}
              slotProps={{ htmlInput: { maxLength: SUB_ID_MAX_LENGTH + 1, spellCheck: false } }}
            />
          </Stack>
        </CardContent>
      </Card>
      {link && (
        <Card variant="outlined" component="section" aria-label={L.link}>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="subtitle2" component="h2" color="text.secondary">
                {L.link}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography
                  component="code"
                  data-testid="built-link"
                  sx={{
                    fontFamily: 'monospace',
                    fontSize: '1rem',
                    overflowWrap: 'anywhere',
                    flex: '1 1 240px',
                  }}
                >
                  {link}
                </Typography>
                <Button variant="contained" onClick={() => void copy()} aria-live="polite">
                  {copied ? L.copied : L.copy}
                </Button>
              </Box>
              <QrCode
                text={link}
                fileName={`qr-${partner.code}${subId.trim() ? `-${subId.trim()}` : ''}.svg`}
              />
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
