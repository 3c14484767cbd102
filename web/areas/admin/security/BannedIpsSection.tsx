// The banned addresses (ip, jail, since, until) with an unban button each.
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { unbanAnswerSchema, type SecurityStats } from '../../../../common/admin';
import { ADMIN_MESSAGES, EMPTY_STATES } from '../../../../common/messages';
import { apiSend } from '../../../api/client';
import { DataTable, type Column } from '../../shared/DataTable';
import type { Notice } from '../../shared/Notice';
import { Section } from '../../shared/Section';
import { SECURITY_LABELS } from './labels';
import { SECURITY_KEY } from './useSecurityStats';
import { when } from './when';

type Ban = SecurityStats['bannedIps'][number];
const L = SECURITY_LABELS.bans;

type Props = { bans: Ban[]; onNotice: (notice: Notice) => void };

export function BannedIpsSection({ bans, onNotice }: Props) {
  const queryClient = useQueryClient();

  async function unban({ ip, jail }: Ban) {
    try {
      const answer = await apiSend('POST', '/api/admin/security/unban', { ip, jail }, unbanAnswerSchema);
      onNotice({ ok: answer.success, message: answer.message });
    } catch {
      onNotice({ ok: false, message: ADMIN_MESSAGES.unbanFailed });
    }
    await queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
  }

  const columns: Column<Ban>[] = [
    { header: L.ip, cell: (b) => b.ip, sx: { fontFamily: 'monospace' } },
    { header: L.jail, cell: (b) => b.jail },
    { header: L.since, cell: (b) => when(b.bannedAt) },
    { header: L.until, cell: (b) => when(b.expiresAt) },
    {
      header: null,
      align: 'right',
      cell: (b) => (
        <Button size="small" onClick={() => void unban(b)} aria-label={`${L.unban} ${b.ip}`}>
          {L.unban}
        </Button>
      ),
    },
  ];
  return (
    <Section title={L.title} empty={bans.length === 0 ? EMPTY_STATES.bannedIps : null}>
      <DataTable columns={columns} rows={bans} rowKey={(b) => `${b.ip}|${b.jail}|${b.bannedAt}`} />
    </Section>
  );
}
