import { describe, expect, it } from 'vitest';
import { adminBadgeCount, banBannerLevel, suspicionLevel } from '../../../common/admin';

describe('security dashboard rules (spec §9)', () => {
  it('badge: banned IPs, +1 above 10 failed attempts, +1 above 20 rate-limit hits', () => {
    expect(adminBadgeCount({ bannedIps: 0, failedAttemptsLastHour: 10, rateLimitHits: 20 })).toBe(0);
    expect(adminBadgeCount({ bannedIps: 3, failedAttemptsLastHour: 11, rateLimitHits: 20 })).toBe(4);
    expect(adminBadgeCount({ bannedIps: 3, failedAttemptsLastHour: 11, rateLimitHits: 21 })).toBe(5);
  });

  it('suspicion: over 50 critique, over 20 élevé, else modéré', () => {
    expect([1, 20, 21, 50, 51].map(suspicionLevel)).toEqual([
      'modere',
      'modere',
      'eleve',
      'eleve',
      'critique',
    ]);
  });

  it('banner: 0, under 5, under 20, more', () => {
    expect([0, 1, 4, 5, 19, 20].map(banBannerLevel)).toEqual([
      'ok',
      'low',
      'low',
      'high',
      'high',
      'critical',
    ]);
  });
});
