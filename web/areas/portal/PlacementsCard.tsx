// « Vos emplacements »: the ad slots an admin opened to the partner, each a checkbox; the partner keeps those
// their visitors get (one at least), saved at once.
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { slotsAnswerSchema } from '../../../common/partner';
import { PLACEMENT_MESSAGES, PLACEMENT_WORDS as W } from '../../../common/programmeWords';
import { apiGet, apiSend } from '../../api/client';
import { failureMessage } from '../../api/failure';
import { NoticeAlert, type Notice } from '../shared/Notice';

export const PARTNER_SLOTS_KEY = ['partner-slots'] as const;

export function PlacementsCard() {
  const queryClient = useQueryClient();
  const slots = useQuery({
    queryKey: PARTNER_SLOTS_KEY,
    queryFn: () => apiGet('/api/partner/slots', slotsAnswerSchema),
  });
  // The partner's edit, until saved; before it, what the server holds.
  const [edited, setEdited] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  if (!slots.data) return null;
  const chosen = edited ?? slots.data.chosen;
  const toggle = (id: string) =>
    setEdited(chosen.includes(id) ? chosen.filter((s) => s !== id) : [...chosen, id]);

  async function save() {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await apiSend('PUT', '/api/partner/slots', { slots: chosen }, slotsAnswerSchema);
      queryClient.setQueryData(PARTNER_SLOTS_KEY, answer);
      setEdited(null);
      setNotice({ ok: true, message: W.saved });
    } catch (error) {
      setNotice({ ok: false, message: failureMessage(error, W.failed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variant="outlined" component="section" aria-label={W.title}>
      <CardContent>
        <Typography variant="subtitle2" component="h2" color="text.secondary">
          {W.title}
        </Typography>
        {slots.data.slots.length === 0 ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {W.none}
          </Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {W.hint}
            </Typography>
            <FormGroup row sx={{ mt: 1 }}>
              {slots.data.slots.map((slot) => (
                <FormControlLabel
                  key={slot.id}
                  label={slot.label}
                  control={<Checkbox checked={chosen.includes(slot.id)} onChange={() => toggle(slot.id)} />}
                />
              ))}
            </FormGroup>
            {chosen.length === 0 && (
              <Typography variant="body2" color="error">
                {PLACEMENT_MESSAGES.noneChosen}
              </Typography>
            )}
            <NoticeAlert notice={notice} sx={{ mt: 1 }} />
            <Box sx={{ mt: 1 }}>
              <Button variant="outlined" disabled={busy || chosen.length === 0} onClick={() => void save()}>
                {W.save}
              </Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
