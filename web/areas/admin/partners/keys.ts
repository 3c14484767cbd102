// The admin queries' cache keys, shared by the access check and the pages.
export const ADMIN_PARTNERS_KEY = ['admin-partners'] as const;
export const ADMIN_CHANNELS_KEY = ['admin-channels'] as const;
export const ADMIN_PAYOUTS_KEY = ['admin-payouts'] as const;
export const ADMIN_SLOTS_KEY = ['admin-slots'] as const;
export const ADMIN_BATCHES_KEY = ['admin-payout-batches'] as const;
