// Add or edit a partner: code, name and e-mail fixed once created; share forced to 0–100; slots only when active.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { ADMIN_PARTNER_STATUSES, adminPartnerSchema, type AdminPartner } from '../../../../common/admin';
import {
  DEFAULT_PAYOUT_THRESHOLD_EUROS,
  DEFAULT_REVENUE_SHARE_PERCENT,
  REVENUE_SHARE_PERCENT,
} from '../../../../common/constants';
import { parisDay } from '../../../../common/dates';
import { ADMIN_MESSAGES } from '../../../../common/messages';
import { addMonths } from '../../../../common/periods';
import { apiSend, ApiError } from '../../../api/client';
import { fieldErrorsOf } from '../../../api/failure';
import { STATUS_LABELS } from '../../shared/labels';
import { ADMIN_LABELS as L } from './labels';
import { SlotCheckboxes } from './SlotCheckboxes';

type Props = {
  partner: AdminPartner | null;
  slots: Array<{ id: string; label: string }>;
  onClose: (saved: boolean) => void;
};

/** Spec: the share is forced to an integer within 0..100. */
export const forcedShare = (value: string) =>
  Math.min(REVENUE_SHARE_PERCENT.max, Math.max(REVENUE_SHARE_PERCENT.min, Math.round(Number(value) || 0)));

/** Given when the partner is added, read-only afterwards (spec). */
const IDENTITY = [
  { name: 'code', type: 'text' },
  { name: 'name', type: 'text' },
  { name: 'email', type: 'email' },
] as const;
type Identity = Record<(typeof IDENTITY)[number]['name'], string>;

const WHOLE_NUMBER = { min: 0, step: 1 };

export function PartnerDialog({ partner, slots, onClose }: Props) {
  const editing = partner !== null;
  const [identity, setIdentity] = useState<Identity>({
    code: partner?.code ?? '',
    name: partner?.name ?? '',
    email: partner?.email ?? '',
  });
  const [share, setShare] = useState(String(partner?.revenue_share_percent ?? DEFAULT_REVENUE_SHARE_PERCENT));
  const [months, setMonths] = useState('');
  const [status, setStatus] = useState<string>(partner?.status ?? 'pending');
  const [threshold, setThreshold] = useState(
    String(partner?.payout_threshold ?? DEFAULT_PAYOUT_THRESHOLD_EUROS),
  );
  const [chosen, setChosen] = useState<string[]>(partner?.adsense_channel_pattern.slots ?? []);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  /** The server's « no free channel » message, while the admin decides to activate without one. */
  const [noChannel, setNoChannel] = useState<string | null>(null);

  const monthsValid = months === '' || /^\d+$/.test(months);
  const trialUntil =
    months !== '' && monthsValid ? addMonths(parisDay(), Number(months)) : (partner?.trial_until ?? '');

  async function save(withoutChannel = false) {
    if (!monthsValid) return;
    setSaving(true);
    setError(null);
    setNoChannel(null);
    const common = {
      revenue_share_percent: forcedShare(share),
      status,
      payout_threshold: Number(threshold.replace(',', '.')),
      slots: chosen,
      ...(months !== '' && { trial_months: Number(months) }),
      ...(withoutChannel && { activate_without_channel: true }),
    };
    try {
      if (editing) await apiSend('PUT', `/api/admin/partners/${partner.id}`, common, adminPartnerSchema);
      else {
        const given = {
          code: identity.code.trim(),
          name: identity.name.trim(),
          email: identity.email.trim(),
        };
        // The creation call knows no activate_without_channel: the partner is added pending, then activated.
        const { activate_without_channel, ...settings } = common;
        const created = await apiSend(
          'POST',
          '/api/admin/partners',
          { ...given, ...settings, ...(activate_without_channel && { status: 'pending' }) },
          adminPartnerSchema,
        );
        if (activate_without_channel)
          await apiSend(
            'PUT',
            `/api/admin/partners/${created.id}`,
            { status, activate_without_channel },
            adminPartnerSchema,
          );
      }
      onClose(true);
    } catch (caught) {
      // Activation with an empty pool: the admin adds a channel first, or confirms knowingly.
      if (caught instanceof ApiError && caught.code === 'no_free_channel') setNoChannel(caught.message);
      else if (caught instanceof ApiError && caught.code === 'partner_archived') setError(caught.message);
      else setError(ADMIN_MESSAGES.savePartnerFailed);
      setFieldErrors(fieldErrorsOf(caught));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm">
      <DialogTitle>{editing ? `${L.edit} ${partner.name}` : L.add}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {IDENTITY.map(({ name, type }) => (
            <TextField
              key={name}
              label={L.fields[name]}
              type={type}
              value={identity[name]}
              onChange={(e) => setIdentity({ ...identity, [name]: e.target.value })}
              slotProps={{ input: { readOnly: editing } }}
              required
              error={Boolean(fieldErrors[name])}
              helperText={fieldErrors[name]}
            />
          ))}
          <TextField
            label={L.fields.share}
            type="number"
            value={share}
            onChange={(e) => setShare(e.target.value)}
            onBlur={() => setShare(String(forcedShare(share)))}
            slotProps={{
              htmlInput: { min: REVENUE_SHARE_PERCENT.min, max: REVENUE_SHARE_PERCENT.max, step: 1 },
            }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={L.fields.trialMonths}
              type="number"
              value={months}
              onChange={(e) => setMonths(e.target.value)}
              error={!monthsValid}
              helperText={monthsValid ? ' ' : L.fields.trialMonthsHint}
              slotProps={{ htmlInput: WHOLE_NUMBER }}
              sx={{ flex: 1 }}
            />
            <TextField
              label={L.fields.trialUntil}
              value={trialUntil}
              slotProps={{ input: { readOnly: true } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <TextField
            select
            label={L.fields.status}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            {ADMIN_PARTNER_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={L.fields.threshold}
            type="number"
            value={threshold}
            onChange={(e) => setThreshold(e.target.value)}
            slotProps={{ htmlInput: WHOLE_NUMBER }}
          />
          <SlotCheckboxes
            slots={slots}
            chosen={chosen}
            onChange={setChosen}
            disabled={status !== 'active'}
            legend={L.fields.slots}
            hint={status !== 'active' ? L.fields.slotsHint : null}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{L.cancel}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || !monthsValid}>
          {L.save}
        </Button>
      </DialogActions>
      <Dialog open={noChannel !== null} onClose={() => setNoChannel(null)} maxWidth="xs">
        <DialogTitle>{L.noFreeChannelTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{noChannel}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNoChannel(null)}>{L.cancel}</Button>
          <Button color="warning" variant="contained" onClick={() => void save(true)} disabled={saving}>
            {L.activateWithoutChannel}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
