// "Informations de paiement": the IBAN and holder, checked on blur. The server only ever sends the IBAN masked:
// it is shown as the current account, never put in the input as if it were text to edit; a change means
// typing the new IBAN whole. Deleting is refused while a payout is open (it is paid to that account).
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { cleanIban, formatIban, ibanError } from '../../../common/iban';
import { PARTNER_MESSAGES } from '../../../common/messages';
import { holderError, paymentAnswerSchema } from '../../../common/partner';
import { apiSend } from '../../api/client';
import { failureMessage } from '../../api/failure';
import { CheckedField } from '../shared/CheckedField';
import { NoticeAlert } from '../shared/Notice';
import { PORTAL_LABELS as L } from './labels';
import { useSave } from './useSave';

/** As the partner's own calls answer it: the IBAN masked. */
export type PaymentInfo = { iban: string | null; holderName: string | null; locked: boolean };
type Errors = { iban?: string; holderName?: string };

const ibanProblem = (iban: string) => ibanError(cleanIban(iban)) ?? undefined;
const holderProblem = (holder: string) => holderError(holder.trim()) ?? undefined;
const readOnly = { input: { readOnly: true } };

type Props = { saved: PaymentInfo; onChange: (info: PaymentInfo) => void; warning: string | null };

export function PaymentInfoForm({ saved, onChange, warning }: Props) {
  const hasSaved = Boolean(saved.iban && saved.holderName);
  const [editing, setEditing] = useState(!hasSaved);
  const [iban, setIban] = useState('');
  const [holder, setHolder] = useState(saved.holderName ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const { busy, notice, setNotice, run, save } = useSave(setErrors);

  function restore() {
    setIban('');
    setHolder(saved.holderName ?? '');
    setErrors({});
    setNotice(null);
    setEditing(!hasSaved);
  }

  async function submit() {
    const found: Errors = { iban: ibanProblem(iban), holderName: holderProblem(holder) };
    setErrors(found);
    if (found.iban || found.holderName) return;
    await save(async () => {
      const body = { iban: cleanIban(iban), holderName: holder.trim() };
      onChange(await apiSend('PUT', '/api/partner/payment', body, paymentAnswerSchema));
      setIban('');
      setEditing(false);
    });
  }

  const remove = () =>
    run(
      async () => {
        onChange(await apiSend('DELETE', '/api/partner/payment', undefined, paymentAnswerSchema));
        setIban('');
        setHolder('');
        setEditing(true);
        setNotice(null);
      },
      (error) => ({ ok: false, message: failureMessage(error, PARTNER_MESSAGES.deleteFailed) }),
    );

  const warningAlert = warning && <Alert severity="warning">{warning}</Alert>;
  if (hasSaved && !editing)
    return (
      <Stack spacing={2}>
        {warningAlert}
        {/* Multiline: the masked IBAN wraps on a phone rather than being cut. */}
        <TextField label={L.iban} value={saved.iban} slotProps={readOnly} multiline />
        <TextField label={L.holder} value={saved.holderName} slotProps={readOnly} />
        {saved.locked && <Alert severity="info">{PARTNER_MESSAGES.paymentInfoLocked}</Alert>}
        <NoticeAlert notice={notice} />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button color="error" onClick={() => void remove()} disabled={busy || saved.locked}>
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
      {warningAlert}
      {hasSaved && (
        <div>
          <Typography data-testid="current-iban" sx={{ overflowWrap: 'anywhere' }}>
            {L.currentAccount(saved.iban!)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {L.newIbanHint}
          </Typography>
        </div>
      )}
      <CheckedField
        label={hasSaved ? L.newIban : L.iban}
        value={iban}
        onChange={(e) => setIban(formatIban(cleanIban(e.target.value)))}
        onBlur={() => setErrors((e) => ({ ...e, iban: ibanProblem(iban) }))}
        error={errors.iban}
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
      <CheckedField
        label={L.holder}
        value={holder}
        onChange={(e) => setHolder(e.target.value)}
        onBlur={() => setErrors((e) => ({ ...e, holderName: holderProblem(holder) }))}
        error={errors.holderName}
        autoComplete="name"
      />
      <NoticeAlert notice={notice} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={restore} disabled={busy}>
          {L.cancel}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {busy ? PARTNER_MESSAGES.sending : L.save}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {L.ibanSafe}
      </Typography>
    </Stack>
  );
}
