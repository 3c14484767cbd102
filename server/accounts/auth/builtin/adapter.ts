// Where the built-in provider keeps its records (interactions, codes, sessions, grants): the database, so any process finishes what another began.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { DatabaseHandle } from '../../../platform/db/database';
import {
  consumeOidcRecord,
  destroyOidcRecord,
  findOidcRecord,
  revokeOidcGrant,
  upsertOidcRecord,
} from './store';

/** The records a grant's revocation takes away with it. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/** The oidc-provider adapter of one model (Session, Interaction, AuthorizationCode…) on Kysely. */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    await upsertOidcRecord(this.database, this.model, id, payload, expiresIn, {
      grantId: GRANTABLE.has(this.model) ? payload.grantId : undefined,
      userCode: payload.userCode,
      uid: this.model === 'Session' ? payload.uid : undefined,
    });
  }

  find(id: string) {
    return findOidcRecord(this.database, this.model, { id });
  }

  findByUserCode(userCode: string) {
    return findOidcRecord(this.database, this.model, { userCode });
  }

  findByUid(uid: string) {
    return findOidcRecord(this.database, this.model, { uid });
  }

  consume(id: string) {
    return consumeOidcRecord(this.database, this.model, id);
  }

  destroy(id: string) {
    return destroyOidcRecord(this.database, this.model, id);
  }

  revokeByGrantId(grantId: string) {
    return revokeOidcGrant(this.database, grantId);
  }
}
