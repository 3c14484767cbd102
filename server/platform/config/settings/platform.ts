// Settings of the platform: the process, its database, Redis shared by several processes.
import { z } from '../../../../common/zod';
import { setting, settingGroup } from '../setting';
import { emptyIsUnset, httpUrl, optionalMatching, wholeNumber } from '../values';

export const server = settingGroup('Server', {
  NODE_ENV: setting(z.enum(['development', 'production', 'test']).default('development'), {
    doc: `\`development\`, \`production\` or \`test\`. \`production\` refuses the development-only settings: a
      generated \`SESSION_SECRET\` or IBAN key, and the built-in sign-in (Google credentials are then required).`,
  }),
  HOST: setting(z.string().min(1).default('localhost'), {
    doc: 'Address to listen on (`0.0.0.0` in a container).',
  }),
  PORT: setting(wholeNumber(0, 65535).default(3000), { doc: 'Port to listen on (0–65535).' }),
  PUBLIC_URL: setting(httpUrl().optional(), {
    doc: `The address people reach the product at. Sign-in comes back to it: open the product at this very
      address. It gives the client config's \`apiUrl\` and \`frontendUrl\` and OpenSearch's addresses; unset,
      those are the paths \`/api\`, \`/\` and the address each request came to. Cookies carry \`Secure\` when it
      is an \`https\` address (and always in production).`,
    default: '`http://localhost:$PORT`',
    example: 'https://recherche.example.fr',
  }),
  DATA_DIR: setting(z.string().min(1).default('./data'), {
    doc: `Folder of the SQLite file (\`portail.sqlite\`), of the generated secrets (\`session-secret\`,
      \`iban-key\`) and of the backups (\`backups/\`); created when missing.`,
  }),
  WEB_ROOT: setting(z.string().min(1).optional(), {
    doc: 'Folder of the built web app (`WEB_OUT_DIR` does the same for `vite build`).',
    default: '`dist/web`',
    example: 'dist/web',
  }),
  SOURCE_CODE_URL: setting(httpUrl().optional(), {
    doc: `Where the source code of the version this install runs is published. The product is under the AGPL:
      whoever runs a modified version for users over a network must offer them its source, and the \`/licences\`
      page links to this address. Unset, the page says to ask the operator for it.`,
    default: 'empty',
    example: 'https://git.example.fr/portail',
  }),
  LOG_LEVEL: setting(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'), {
    doc: "pino's level: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`; `debug` also logs every request.",
  }),
});

export const database = settingGroup('Database', {
  DATABASE_URL: setting(
    emptyIsUnset(z.url({ protocol: /^postgres(ql)?$/, error: 'doit être une URL postgres://…' }).optional()),
    {
      doc: 'A `postgres://` (or `postgresql://`) URL: the product then runs on PostgreSQL instead of SQLite.',
      default: 'empty (SQLite, in `$DATA_DIR/portail.sqlite`)',
      example: 'postgres://portail:portail@127.0.0.1:5432/portail',
    },
  ),
  DATABASE_SCHEMA: setting(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'nom de schéma PostgreSQL invalide')
      .default('public'),
    { doc: 'PostgreSQL schema to use, created if missing (lower-case letters, digits and `_`, 63 at most).' },
  ),
  DATABASE_POOL_SIZE: setting(wholeNumber(1, 500).default(10), {
    doc: `PostgreSQL connections each process may hold (1–500); with N processes the server must allow N × this,
      plus the tools.`,
  }),
  EVENTS_RETENTION_DAYS: setting(wholeNumber(1, 3650).default(30), {
    doc: `Days raw page events are kept (1–3650). They are rolled up into per-day counts first (per month past
      \`STATS_DAILY_MONTHS\`), so no figure changes when they are pruned.`,
  }),
  DB_ADMIN_URL: setting(emptyIsUnset(httpUrl().optional()), {
    doc: 'A database tool (Adminer, pgAdmin…) admins are sent to from `/db-admin`.',
    example: 'https://adminer.example.fr',
  }),
});

export const redis = settingGroup('Redis (several processes)', {
  REDIS_URL: setting(emptyIsUnset(z.url({ protocol: /^rediss?$/ }).optional()), {
    doc: `A \`redis://\` or \`rediss://\` URL. The cache (search pages, suggestions, cards), the rate-limit
      counters and the channel that tells every process of a change are then shared by every process; without it
      each process keeps its own in memory. Bans and sessions live in the database either way.`,
    default: 'empty (each process in its own memory)',
    example: 'redis://127.0.0.1:6379',
  }),
  REDIS_KEY_PREFIX: setting(
    optionalMatching(/^[A-Za-z0-9_.:-]{1,64}$/, 'lettres, chiffres, « _ . : - », 64 au plus'),
    {
      doc: `Put before every Redis key and channel, so two installs (or a test run) can share one Redis: letters,
        digits, \`_ . : -\`, 64 at most.`,
      default: '`portail:`, or with `DATABASE_URL` `portail:<database name>[.<schema>]:`',
      example: 'portail:',
    },
  ),
});
