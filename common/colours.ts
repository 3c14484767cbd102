// The product's colours, light and dark, stated once: the public pages' CSS, the MUI areas and the pages the
// server writes alone all read them, as CSS custom properties (--blue, --ink…) or as values.

/** Each colour as [light, dark]; the dark ones keep text at 4.5:1 or more on --bg, --surface and --soft. */
export const COLOURS = {
  /** Links, primary buttons, the logo. */
  blue: ['#1d4ed8', '#8ab4f8'],
  /** A primary button's hover, text on --blue-soft. */
  blueDark: ['#1e3a8a', '#c2d7fb'],
  blueSoft: ['#dbeafe', '#1d2d4a'],
  /** The border of a chosen chip or a blue card. */
  blueLine: ['#93c5fd', '#3b5a8f'],
  /** Text on --blue (a primary button). */
  onBlue: ['#ffffff', '#0b1a33'],
  /** The page's text. */
  ink: ['#1f2937', '#e8eaed'],
  /** Secondary text: a snippet, a description. */
  inkSoft: ['#374151', '#c9ced6'],
  muted: ['#4b5563', '#a9b1bc'],
  line: ['#e5e7eb', '#30353d'],
  /** A field's border, a chart's axis. */
  field: ['#d1d5db', '#5b636e'],
  bg: ['#ffffff', '#131519'],
  /** Cards, menus, fields: above the page. */
  surface: ['#ffffff', '#1b1e23'],
  soft: ['#f5f7fb', '#20242a'],
  focus: ['#2563eb', '#8ab4f8'],
  /** A result's address. */
  green: ['#166534', '#81c995'],
  /** A visited result, a query from the history. */
  visited: ['#6d28d9', '#c58af9'],
  /** The error page's big number, a bar's second colour. */
  accent: ['#4f46e5', '#a5b4fc'],
  accentSoft: ['#eef2ff', '#1f2340'],
  warnInk: ['#78350f', '#fde68a'],
  warnSoft: ['#fef3c7', '#3a2e0e'],
  warnLine: ['#d97706', '#b45309'],
  danger: ['#b91c1c', '#f28b82'],
  dangerInk: ['#991b1b', '#f6aea9'],
  dangerSoft: ['#fee2e2', '#3c1d1d'],
  /** Behind a small picture that may be transparent (a logo, a map): light in both themes, as its author drew it. */
  imageBg: ['#f5f7fb', '#e8eaed'],
  /** A switch that is off. */
  switchOff: ['#6b7280', '#6b7280'],
  /** A toast or a floating card, dark in both themes. */
  toast: ['#1f2937', '#3c4043'],
} as const satisfies Record<string, readonly [string, string]>;

export type ColourName = keyof typeof COLOURS;
export type Colours = Record<ColourName, string>;
export type ColourScheme = 'light' | 'dark';

/** The attribute on <html> that a person's chosen theme sets; absent, the page follows the system. */
export const THEME_ATTRIBUTE = 'data-theme';

export function coloursOf(scheme: ColourScheme): Colours {
  const at = scheme === 'light' ? 0 : 1;
  return Object.fromEntries(Object.entries(COLOURS).map(([name, pair]) => [name, pair[at]])) as Colours;
}

/** `blueSoft` → `--blue-soft`. */
export function colourVariable(name: ColourName): string {
  return `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

function declarations(scheme: ColourScheme): string {
  const colours = coloursOf(scheme);
  return (Object.keys(COLOURS) as ColourName[])
    .map((name) => `${colourVariable(name)}:${colours[name]}`)
    .join(';');
}

/**
 * The colours as CSS custom properties: light, dark when the system asks for it and no theme is chosen, and the
 * chosen one. Plain CSS, so the first paint is already in the right theme, before any script runs.
 */
export function colourSchemeCss(): string {
  const dark = `color-scheme:dark;${declarations('dark')}`;
  return [
    `:root{color-scheme:light dark;${declarations('light')}}`,
    `:root[${THEME_ATTRIBUTE}="light"]{color-scheme:light}`,
    `@media (prefers-color-scheme:dark){:root:not([${THEME_ATTRIBUTE}="light"]){${dark}}}`,
    `:root[${THEME_ATTRIBUTE}="dark"]{${dark}}`,
  ].join('\n');
}
