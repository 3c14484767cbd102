// A dialog that asks one text before an action: a rejection's reason, a bank transfer's reference. At least
// three characters (the server's rule, with its message); the server's refusal is shown in the dialog.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { z } from '../../../../common/zod';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { useZodForm } from '../../../components/form/useZodForm';
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
  const schema = useMemo(() => z.object({ text: z.string().trim().min(MIN_LENGTH, tooShort) }), [tooShort]);
  const form = useZodForm(schema, { mode: 'onTouched', defaultValues: { text: '' } });
  const [refused, setRefused] = useState<string | null>(null);
  const id = useId();

  const submit = form.handleSubmit(async ({ text }) => setRefused(await onConfirm(text)));

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby={id}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{text}</DialogContentText>
            <FormField
              control={form.control}
              name="text"
              autoFocus
              label={label}
              multiline={multiline}
              minRows={multiline ? 2 : undefined}
              slotProps={{ htmlInput: { maxLength: multiline ? 500 : 140 } }}
            />
            <FormError message={refused} />
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
