// Settings of the security layer and of who may read the metrics.
import { z } from '../../../../common/zod';
import { setting, settingGroup } from '../setting';
import { emptyIsUnset, wholeNumber } from '../values';

export const security = settingGroup('Security', {
  TRUST_PROXY: setting(z.string().default(''), {
    doc: `Proxies whose \`X-Forwarded-For\` is believed (\`loopback\`, addresses, CIDR ranges). Set it behind
      nginx, or every client looks like the proxy.`,
    example: 'loopback',
  }),
  SECURITY_IGNORE_IPS: setting(z.string().default('loopback'), {
    doc: `Addresses never rate-limited nor banned (fail2ban's \`ignoreip\`): local health checks, your office
      (\`loopback\`, addresses, CIDR ranges).`,
  }),
  RATE_LIMIT_MAX_ADDRESSES: setting(wholeNumber(100, 10_000_000).default(50_000), {
    doc: `Client addresses the rate limiter keeps in memory per process (100–10000000). Past it the least recently
      seen is forgotten with its counts, so memory stays bounded (about 0.6 KB per address).`,
  }),
});

export const metrics = settingGroup('Metrics', {
  METRICS_TOKEN: setting(emptyIsUnset(z.string().min(16, 'au moins 16 caractères').optional()), {
    doc: 'A bearer token (16 characters or more) that opens `/metrics` from any address.',
  }),
  METRICS_ALLOWED_IPS: setting(z.string().default('loopback'), {
    doc: `Addresses that may read \`/metrics\` without the token (\`loopback\`, addresses, CIDR ranges; empty:
      the token only).`,
  }),
});
