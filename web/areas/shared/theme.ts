// The MUI theme of the lazy areas: the public pages' colours (common/colours.ts), light and dark, and system fonts
// (no web font is downloaded).
import { createTheme, type ThemeProviderProps } from '@mui/material/styles';
import { coloursOf, THEME_ATTRIBUTE, type ColourScheme } from '../../../common/colours';

// The theme's types with CSS variables (theme.vars, generateStyleSheets), as MUI's TypeScript guide says.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

function schemeOf(scheme: ColourScheme) {
  const c = coloursOf(scheme);
  return {
    palette: {
      primary: { main: c.blue, dark: c.blueDark, contrastText: c.onBlue },
      error: { main: c.danger },
      background: { default: c.bg, paper: c.surface },
      text: { primary: c.ink, secondary: c.muted },
      divider: c.line,
    },
  };
}

const CHOSEN = `[${THEME_ATTRIBUTE}="%s"]`;

const theme = createTheme({
  cssVariables: { colorSchemeSelector: CHOSEN },
  colorSchemes: { light: schemeOf('light'), dark: schemeOf('dark') },
  typography: {
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif",
    // French buttons read as sentences, like the public pages' buttons.
    button: { textTransform: 'none', fontWeight: 600 },
  },
});

// MUI writes the dark variables under the chosen attribute only: the system's dark applies them too while no
// theme is chosen, as the public pages' colours do.
const sheets = theme.generateStyleSheets.bind(theme);
const chosenDark = CHOSEN.replace('%s', 'dark');
theme.generateStyleSheets = () =>
  sheets().flatMap((sheet) => {
    const dark = (sheet as Record<string, unknown>)[chosenDark];
    if (!dark) return [sheet];
    const followed = `:root:not(${CHOSEN.replace('%s', 'light')})`;
    return [{ '@media (prefers-color-scheme: dark)': { [followed]: dark } }, sheet];
  });

export const areaTheme = theme;

/**
 * The ThemeProvider's settings (AreaThemeProvider passes them): the theme is the person's choice (the attribute the
 * settings write) or the system's, so MUI neither writes the attribute nor keeps a mode of its own.
 */
export const AREA_THEME_SETTINGS = {
  colorSchemeNode: null,
  storageManager: null,
} satisfies Partial<ThemeProviderProps>;
