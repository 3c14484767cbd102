// the built-in OpenID provider's records (interactions, codes, sessions, grants), shared by every process.
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
