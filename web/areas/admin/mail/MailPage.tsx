// /admin/mail – « Courriels »: every message of the outbox with its state, tries and last error, newest first;
// one opened shows what it says (text and HTML) and, without SMTP, its .eml file.
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MESSAGE_STATUSES,
  outboxMessageSchema,
  outboxRowSchema,
  TO_ADMINS,
  type MessageStatus,
  type OutboxRow,
} from '../../../../common/mail';
import {
  MAIL_MESSAGES as M,
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUS_LABELS,
} from '../../../../common/mailMessages';
import { z } from '../../../../common/zod';
import { apiGet } from '../../../api/client';
import { DataTable, type Column } from '../../shared/DataTable';
import { FilterSelect } from '../../shared/FilterSelect';
import { PageHeading } from '../../shared/PageHeading';
import { Pager } from '../../shared/Pager';
import { Section } from '../../shared/Section';
import { usePagedList } from '../../shared/usePagedList';
import { when } from '../security/when';

const MAIL_KEY = ['admin-mail'] as const;
const STATUS_COLORS: Record<MessageStatus, 'default' | 'success' | 'error' | 'warning' | 'info'> = {
  queued: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  skipped: 'default',
};

const recipientOf = (row: OutboxRow) => (row.to === TO_ADMINS ? M.toAdmins : row.to);

function MessageDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const message = useQuery({
    queryKey: [...MAIL_KEY, 'one', id],
    queryFn: ({ signal }) => apiGet(`/api/admin/mail/${id}`, outboxMessageSchema, { signal }),
  });
  const data = message.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="mail-dialog-title">
      <DialogTitle id="mail-dialog-title">{data ? data.subject : M.viewOf(id)}</DialogTitle>
      <DialogContent dividers>
        {message.error && <Alert severity="error">{M.loadFailed}</Alert>}
        {data && (
          <Stack spacing={2}>
            <Typography variant="body2">
              {M.columns.to} : {recipientOf(data)} · {MESSAGE_KIND_LABELS[data.kind]} ·{' '}
              {MESSAGE_STATUS_LABELS[data.status]} · {M.columns.attempts} : {data.attempts}
              {data.sent_at && ` · ${M.sentAt} ${when(data.sent_at)}`}
              {data.next_attempt_at && ` · ${M.nextAttempt} ${when(data.next_attempt_at)}`}
            </Typography>
            {data.last_error && <Alert severity="error">{data.last_error}</Alert>}
            <Box>
              <Typography variant="subtitle2" component="h3">
                {M.textTitle}
              </Typography>
              <Box
                component="pre"
                data-testid="mail-text"
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 14, m: 0 }}
              >
                {data.text}
              </Box>
            </Box>
            <Box>
              <Typography variant="subtitle2" component="h3">
                {M.htmlTitle}
              </Typography>
              {/* No script runs in it: the sandbox allows nothing. */}
              <Box
                component="iframe"
                title={M.htmlTitle}
                sandbox=""
                srcDoc={data.html}
                sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider' }}
              />
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {data?.eml_file && (
          <Button href={`/api/admin/mail/${id}/eml`} download={data.eml_file}>
            {M.download}
          </Button>
        )}
        <Button onClick={onClose}>{M.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

export default function MailPage() {
  const [status, setStatus] = useState('');
  const [opened, setOpened] = useState<number | null>(null);
  const list = usePagedList(MAIL_KEY, '/api/admin/mail', z.array(outboxRowSchema), { status });
  const columns: Column<OutboxRow>[] = [
    { header: M.columns.created, cell: (row) => when(row.created_at) },
    { header: M.columns.kind, cell: (row) => MESSAGE_KIND_LABELS[row.kind] },
    { header: M.columns.to, cell: (row) => recipientOf(row), sx: { overflowWrap: 'anywhere' } },
    {
      header: M.columns.status,
      cell: (row) => (
        <Chip size="small" color={STATUS_COLORS[row.status]} label={MESSAGE_STATUS_LABELS[row.status]} />
      ),
      sx: { whiteSpace: 'nowrap' },
    },
    { header: M.columns.attempts, cell: (row) => row.attempts, align: 'right' },
    { header: M.columns.error, cell: (row) => row.last_error ?? '', sx: { overflowWrap: 'anywhere' } },
    {
      header: '',
      actions: true,
      cell: (row) => (
        <Button size="small" onClick={() => setOpened(row.id)} aria-label={M.viewOf(row.id)}>
          {M.view}
        </Button>
      ),
    },
  ];
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <PageHeading title={M.pageTitle} />
      <Typography color="text.secondary">{M.pageIntro}</Typography>
      {list.error && <Alert severity="error">{M.loadFailed}</Alert>}
      <Section title={M.listLabel}>
        <FilterSelect
          label={M.statusFilter}
          value={status}
          onChange={setStatus}
          all={M.allStatuses}
          choices={MESSAGE_STATUSES.map((value) => ({ value, label: MESSAGE_STATUS_LABELS[value] }))}
          sx={{ minWidth: 200, mb: 2 }}
        />
        <DataTable
          columns={columns}
          rows={list.rows}
          rowKey={(row) => row.id}
          label={M.listLabel}
          empty={list.isPending ? null : M.empty}
        />
        <Pager list={list} label={M.listLabel} />
      </Section>
      {opened !== null && <MessageDialog id={opened} onClose={() => setOpened(null)} />}
    </Stack>
  );
}
