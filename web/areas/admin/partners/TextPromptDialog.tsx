// A dialog that asks one text before an action: a rejection's reason, a bank transfer's reference. At least
// three characters (the server's rule, with its message); the server's refusal is shown in the dialog.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { ADMIN_LABELS as L } from './labels';

const MIN_LENGTH = 3;

type Props = {
  title: string;
  text: string;
  label: string;
  /** Said under the field when the text is too short. */
  tooShort: string;
  multiline?: boolean;
  confirm: string;
  danger?: boolean;
  busy: boolean;
  onCancel: () => void;
  /** Answers the server's refusal, or null once done. */
  onConfirm: (text: string) => Promise<string | null>;
};

export function TextPromptDialog({
  title,
  text,
  label,
  tooShort,
  multiline,
  confirm,
  danger,
  busy,
  onCancel,
  onConfirm,
}: Props) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const id = useId();
  const short = value.trim().length < MIN_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (short) return;
    setRefused(await onConfirm(value.trim()));
  }

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby={id}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{text}</DialogContentText>
            <TextField
              autoFocus
              label={label}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              onBlur={() => setTouched(true)}
              multiline={multiline}
              minRows={multiline ? 2 : undefined}
              error={touched && short}
              helperText={touched && short ? tooShort : ' '}
              slotProps={{ htmlInput: { maxLength: multiline ? 500 : 140 } }}
            />
            {refused && <Alert severity="error">{refused}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{L.cancel}</Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} disabled={busy}>
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
