// Where the built-in provider keeps its short-lived records (interactions, codes, grants): in memory, bounded.
import { LRUCache } from 'lru-cache';
import type { Adapter, AdapterPayload } from 'oidc-provider';

const MAX_RECORDS = 10_000;
const store = new LRUCache<string, AdapterPayload>({ max: MAX_RECORDS, ttlAutopurge: false });
/** The records a grant's revocation takes away with it. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/** A development provider: a restart signs people out of it, which costs only a new form. */
export class MemoryAdapter implements Adapter {
  constructor(private readonly model: string) {}

  private key = (id: string) => `${this.model}:${id}`;

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    store.set(this.key(id), payload, { ttl: expiresIn * 1000 });
    if (GRANTABLE.has(this.model) && payload.grantId) {
      const grantKey = `grant:${payload.grantId}`;
      const ids = new Set((store.get(grantKey)?.ids as string[] | undefined) ?? []);
      ids.add(this.key(id));
      store.set(grantKey, { ids: [...ids] }, { ttl: expiresIn * 1000 });
    }
    if (payload.userCode) store.set(`userCode:${payload.userCode}`, { id }, { ttl: expiresIn * 1000 });
    if (this.model === 'Session' && payload.uid)
      store.set(`uid:${payload.uid}`, { id }, { ttl: expiresIn * 1000 });
  }

  async find(id: string) {
    return store.get(this.key(id));
  }

  async findByUserCode(userCode: string) {
    const ref = store.get(`userCode:${userCode}`);
    return ref ? this.find(String(ref.id)) : undefined;
  }

  async findByUid(uid: string) {
    const ref = store.get(`uid:${uid}`);
    return ref ? this.find(String(ref.id)) : undefined;
  }

  async consume(id: string): Promise<void> {
    const payload = store.get(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    const grantKey = `grant:${grantId}`;
    for (const key of (store.get(grantKey)?.ids as string[] | undefined) ?? []) store.delete(key);
    store.delete(grantKey);
  }
}
