// A partner's visits per sub-ID and Paris day: up to 5 named sub-IDs a day (place 1 to 5), the rest added up in
// one « autres » row (place 0, empty sub-ID). The database holds the limit, so two processes never name a sixth.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner_sub_id_stats')
    .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('stat_date', 'text', (col) => col.notNull())
    .addColumn('sub_id', 'text', (col) => col.notNull())
    .addColumn('place', 'integer', (col) => col.notNull())
    .addColumn('page_views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('searches', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ad_filled_impressions', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('partner_sub_id_stats_pk', ['partner_id', 'stat_date', 'sub_id'])
    .addUniqueConstraint('partner_sub_id_stats_one_per_place', ['partner_id', 'stat_date', 'place'])
    .addCheckConstraint('partner_sub_id_stats_place', sql`place between 0 and 5`)
    .addCheckConstraint('partner_sub_id_stats_others', sql`(place = 0) = (sub_id = '')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partner_sub_id_stats').execute();
}
