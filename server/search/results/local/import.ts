// Pages from JSON Lines (url, title, text, lang?, image?, adult?, date?): all lines valid, or nothing written.
import { z } from '../../../../common/zod';
import type { DatabaseHandle } from '../../../platform/db/database';
import { upsertSearchPages, type NewSearchPage } from './store';

export const importedPageSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  title: z.string().trim().min(1).max(300),
  text: z.string().trim().max(100_000),
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default('fr'),
  image: z.url({ protocol: /^https?$/ }).optional(),
  adult: z.boolean().default(false),
  /** The date of the page's content (published or last changed): what "Trier par : Date" sorts on. */
  date: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
});

export class ImportError extends Error {}

export function parsePagesJsonl(text: string): NewSearchPage[] {
  const pages: NewSearchPage[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw new ImportError(`Ligne ${index + 1} : JSON invalide`);
    }
    const parsed = importedPageSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ImportError(`Ligne ${index + 1} : ${issue.path.join('.') || 'page'} ${issue.message}`);
    }
    const page = parsed.data;
    pages.push({
      url: page.url,
      title: page.title,
      body: page.text,
      lang: page.lang,
      image_url: page.image ?? null,
      adult: page.adult ? 1 : 0,
      source: 'import',
      boost: 0.5,
      ...(page.date && { updated_at: new Date(page.date).toISOString() }),
    });
  });
  return pages;
}

export async function importPages(handle: DatabaseHandle, jsonl: string): Promise<number> {
  return upsertSearchPages(handle, parsePagesJsonl(jsonl));
}
