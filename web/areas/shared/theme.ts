// The MUI theme of the lazy areas: the shell's blue and system fonts (no web font is downloaded).
import { createTheme } from '@mui/material/styles';

export const areaTheme = createTheme({
  palette: { primary: { main: '#1d4ed8' } },
  typography: {
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif",
    // French buttons read as sentences, like the public pages' buttons.
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
