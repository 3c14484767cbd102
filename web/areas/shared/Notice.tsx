// The outcome of an action, shown as an alert: green when it worked, else the failure's colour.
import { Alert, type AlertColor, type SxProps, type Theme } from '@mui/material';

export type Notice = { ok: boolean; message: string };

type Props = { notice: Notice | null; failure?: AlertColor; sx?: SxProps<Theme> };

export function NoticeAlert({ notice, failure = 'error', sx }: Props) {
  if (!notice) return null;
  return (
    <Alert severity={notice.ok ? 'success' : failure} sx={sx}>
      {notice.message}
    </Alert>
  );
}
