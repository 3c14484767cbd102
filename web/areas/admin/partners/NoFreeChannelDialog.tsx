// Activation refused because the channel pool is empty: the admin goes back to add a channel, or activates knowingly.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { ADMIN_LABELS as L } from './labels';

type Props = {
  /** The server's refusal; the dialog is closed while there is none. */
  refusal: string | null;
  busy: boolean;
  onCancel: () => void;
  onActivate: () => void;
};

export function NoFreeChannelDialog({ refusal, busy, onCancel, onActivate }: Props) {
  return (
    <Dialog open={refusal !== null} onClose={onCancel} maxWidth="xs">
      <DialogTitle>{L.noFreeChannelTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{refusal}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{L.cancel}</Button>
        <Button color="warning" variant="contained" onClick={onActivate} disabled={busy}>
          {L.activateWithoutChannel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
