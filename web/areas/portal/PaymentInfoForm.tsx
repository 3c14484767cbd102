// "Informations de paiement": the IBAN and holder, checked on blur; masked once saved, with delete.
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { cleanIban, formatIban, ibanError, maskIban } from '../../../common/iban';
import { PARTNER_MESSAGES } from '../../../common/messages';
import { holderError, paymentAnswerSchema } from '../../../common/partner';
import { apiSend, ApiError } from '../../api/client';
import { PORTAL_LABELS as L } from './labels';

export type PaymentInfo = { iban: string | null; holderName: string | null };
type Errors = { iban?: string; holderName?: string };

type Props = { saved: PaymentInfo; onChange: (info: PaymentInfo) => void; warning: string | null };

export function PaymentInfoForm({ saved, onChange, warning }: Props) {
  const hasSaved = Boolean(saved.iban && saved.holderName);
  const [editing, setEditing] = useState(!hasSaved);
  const [iban, setIban] = useState(formatIban(saved.iban ?? ''));
  const [holder, setHolder] = useState(saved.holderName ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const checkIban = () => setErrors((e) => ({ ...e, iban: ibanError(cleanIban(iban)) ?? undefined }));
  const checkHolder = () => setErrors((e) => ({ ...e, holderName: holderError(holder.trim()) ?? undefined }));

  function restore() {
    setIban(formatIban(saved.iban ?? ''));
    setHolder(saved.holderName ?? '');
    setErrors({});
    setStatus(null);
    setEditing(!hasSaved);
  }

  async function save() {
    const found: Errors = {
      iban: ibanError(cleanIban(iban)) ?? undefined,
      holderName: holderError(holder.trim()) ?? undefined,
    };
    setErrors(found);
    if (found.iban || found.holderName) return;
    setBusy(true);
    try {
      const answer = await apiSend(
        'PUT',
        '/api/partner/payment',
        { iban: cleanIban(iban), holderName: holder.trim() },
        paymentAnswerSchema,
      );
      onChange(answer);
      setEditing(false);
      setStatus({ ok: true, message: PARTNER_MESSAGES.saved });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0)
        setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
      setStatus({
        ok: false,
        message: error instanceof ApiError && error.message ? error.message : PARTNER_MESSAGES.serverError,
      });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      onChange(await apiSend('DELETE', '/api/partner/payment', undefined, paymentAnswerSchema));
      setIban('');
      setHolder('');
      setEditing(true);
      setStatus(null);
    } catch {
      setStatus({ ok: false, message: PARTNER_MESSAGES.deleteFailed });
    } finally {
      setBusy(false);
    }
  }

  if (hasSaved && !editing)
    return (
      <Stack spacing={2}>
        {warning && <Alert severity="warning">{warning}</Alert>}
        <TextField label={L.iban} value={maskIban(saved.iban!)} slotProps={{ input: { readOnly: true } }} />
        <TextField label={L.holder} value={saved.holderName} slotProps={{ input: { readOnly: true } }} />
        {status && <Alert severity={status.ok ? 'success' : 'error'}>{status.message}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button color="error" onClick={() => void remove()} disabled={busy}>
            {L.delete}
          </Button>
          <Button onClick={() => setEditing(true)} disabled={busy}>
            {L.edit}
          </Button>
          <Button variant="contained" disabled>
            {L.save}
          </Button>
        </Box>
      </Stack>
    );

  return (
    <Stack spacing={2}>
      {warning && <Alert severity="warning">{warning}</Alert>}
      <TextField
        label={L.iban}
        value={iban}
        onChange={(e) => setIban(formatIban(cleanIban(e.target.value)))}
        onBlur={checkIban}
        error={Boolean(errors.iban)}
        helperText={errors.iban ?? ' '}
        slotProps={{
          htmlInput: {
            spellCheck: false,
            autoCapitalize: 'characters',
            inputMode: 'text',
            'aria-describedby': undefined,
          },
        }}
        autoComplete="off"
      />
      <TextField
        label={L.holder}
        value={holder}
        onChange={(e) => setHolder(e.target.value)}
        onBlur={checkHolder}
        error={Boolean(errors.holderName)}
        helperText={errors.holderName ?? ' '}
        autoComplete="name"
      />
      {status && <Alert severity={status.ok ? 'success' : 'error'}>{status.message}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={restore} disabled={busy}>
          {L.cancel}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {busy ? PARTNER_MESSAGES.sending : L.save}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {L.ibanSafe}
      </Typography>
    </Stack>
  );
}
