// The MUI theme of an area, light or dark as the page is: the one way to give an area its theme.
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AREA_THEME_SETTINGS, areaTheme } from './theme';

export function AreaThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={areaTheme} {...AREA_THEME_SETTINGS}>
      {children}
    </ThemeProvider>
  );
}
