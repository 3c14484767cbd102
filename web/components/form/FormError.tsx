// The one error block of the forms: why the save failed, in the server's French words or the form's own.
import { Alert, type SxProps, type Theme } from '@mui/material';

type Props = { message: string | null | undefined; sx?: SxProps<Theme> };

export function FormError({ message, sx }: Props) {
  if (!message) return null;
  return (
    <Alert severity="error" sx={sx}>
      {message}
    </Alert>
  );
}
