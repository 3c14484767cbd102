// The colours, light and dark: text readable on every background it sits on, and one style sheet that carries
// both themes (the system's choice, or the chosen attribute) for every page's CSS.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  colourSchemeCss,
  colourVariable,
  COLOURS,
  coloursOf,
  type ColourName,
} from '../../../common/colours';

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const TEXT: ColourName[] = [
  'ink',
  'inkSoft',
  'muted',
  'blue',
  'green',
  'visited',
  'accent',
  'danger',
  'dangerInk',
];
const PAIRS: Array<[ColourName, ColourName]> = [
  ['onBlue', 'blue'],
  ['onBlue', 'blueDark'],
  ['blueDark', 'blueSoft'],
  ['warnInk', 'warnSoft'],
  ['dangerInk', 'dangerSoft'],
];

describe('the colour tokens', () => {
  for (const scheme of ['light', 'dark'] as const)
    it(`keeps every text at 4.5:1 or more on its backgrounds in the ${scheme} theme`, () => {
      const c = coloursOf(scheme);
      const poor: string[] = [];
      for (const text of TEXT)
        for (const background of ['bg', 'surface', 'soft'] as const)
          if (contrast(c[text], c[background]) < 4.5) poor.push(`${text} on ${background}`);
      for (const [text, background] of PAIRS)
        if (contrast(c[text], c[background]) < 4.5) poor.push(`${text} on ${background}`);
      expect(poor).toEqual([]);
    });

  it('writes the light colours by default, the dark ones for a dark system without a choice and for the chosen dark', () => {
    const css = colourSchemeCss();
    expect(css).toContain(':root{color-scheme:light dark;--blue:#1d4ed8;');
    expect(css).toContain(':root[data-theme="light"]{color-scheme:light}');
    expect(css).toContain(
      `@media (prefers-color-scheme:dark){:root:not([data-theme="light"]){color-scheme:dark;--blue:${COLOURS.blue[1]};`,
    );
    expect(css).toContain(`:root[data-theme="dark"]{color-scheme:dark;--blue:${COLOURS.blue[1]};`);
    for (const name of Object.keys(COLOURS) as ColourName[])
      expect(css.split(`${colourVariable(name)}:`)).toHaveLength(4);
  });

  it('leaves no page style sheet a colour variable that the tokens do not define', () => {
    const web = path.resolve(import.meta.dirname, '../../../web');
    const sheets = readdirSync(web, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));
    const css = new Map(sheets.map((sheet) => [sheet, readFileSync(path.join(web, sheet), 'utf8')]));
    // The tokens, and what the sheets declare themselves (--radius); --ad-* are the ad slot's sizes, set by its component.
    const defined = new Set([
      ...(Object.keys(COLOURS) as ColourName[]).map(colourVariable),
      ...[...css.values()].flatMap((text) => [...text.matchAll(/(--[a-z-]+)\s*:/g)].map((m) => m[1]!)),
    ]);
    const undefinedOnes = [...css].flatMap(([sheet, text]) =>
      [...text.matchAll(/var\((--[a-z-]+)/g)]
        .map((m) => m[1]!)
        .filter((name) => !defined.has(name) && !name.startsWith('--ad-'))
        .map((name) => `${sheet}: ${name}`),
    );
    expect(undefinedOnes).toEqual([]);
  });
});
