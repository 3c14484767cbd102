// The one question the knowledge card asks the local index: is one of the entity's pages for adults?
import type { DatabaseHandle } from '../../platform/db/database';

export async function hasAdultPage({ db }: DatabaseHandle, urls: string[]): Promise<boolean> {
  if (urls.length === 0) return false;
  const row = await db
    .selectFrom('search_pages')
    .select('id')
    .where('url', 'in', urls)
    .where('adult', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
