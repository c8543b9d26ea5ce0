/**
 * The accounts every generated dataset has, whatever its seed, so that docs, demos and tests
 * can name them. User ids are ones the public documentation shows.
 */
export const DEFAULT_DEMO_KEY = 'demo-key';

export const DEMO_SELLER = {
  userId: 5820722,
  name: 'Demo Seller',
  email: 'demo.seller@example.com',
  phone: '+38 (067) 000-00-01',
} as const;

export const SECOND_SELLER = {
  userId: 10896536,
  name: 'AutoPlus UA',
  email: 'sales@autoplus.example.com',
  phone: '+38 (067) 000-00-02',
  apiKey: 'seller-two-key',
} as const;

/** An account whose key an administrator switched off. */
export const DISABLED_ACCOUNT = {
  userId: 489269,
  name: 'Closed Account',
  email: 'closed@example.com',
  phone: '+38 (067) 000-00-03',
  apiKey: 'disabled-key',
} as const;

/** A second key of the demo seller with a tiny hourly limit, to see 429 without waiting. */
export const LIMITED_KEY = { apiKey: 'limited-key', hourlyLimit: 3 } as const;

/** The documented limit of the public service. */
export const PUBLIC_HOURLY_LIMIT = 1000;
