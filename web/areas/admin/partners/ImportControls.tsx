// The import's controls: the day (the spec's date input) to preview or import, and a report CSV to drop in.
import { Button, Stack, TextField } from '@mui/material';
import { IMPORT_LABELS as L } from './importLabels';

type Props = {
  date: string;
  onDate: (date: string) => void;
  running: boolean;
  onPreview: () => void;
  onImport: () => void;
  onUpload: (file: File) => Promise<void>;
};

export function ImportControls({ date, onDate, running, onPreview, onImport, onUpload }: Props) {
  function drop(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    void onUpload(file).finally(() => {
      input.value = ''; // the same file, corrected, can be dropped again
    });
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        type="date"
        size="small"
        label={L.date}
        value={date}
        onChange={(e) => onDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        required
      />
      <Button variant="outlined" disabled={!date} onClick={onPreview}>
        {L.preview}
      </Button>
      <Button variant="contained" disabled={!date || running} onClick={onImport}>
        {running ? L.running : L.import}
      </Button>
      <Button component="label" variant="text">
        {L.uploadCsv}
        <input hidden type="file" accept=".csv,text/csv" onChange={(e) => drop(e.target)} />
      </Button>
    </Stack>
  );
}
