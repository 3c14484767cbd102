// The session's accounts, read once per request by whoever asks first (the access check, a handler).
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionCacheOf } from '../../platform/session/sessionCache';
import { sessionAccounts, type SessionAccounts } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is signed in with this request's session, and who is active. */
    accounts(): Promise<SessionAccounts>;
  }
}

const loaded = new WeakMap<FastifyRequest, Promise<SessionAccounts>>();

export const accountsPlugin = fp(async (app) => {
  const cache = sessionCacheOf(app.database);
  app.decorateRequest('accounts', function (this: FastifyRequest) {
    let accounts = loaded.get(this);
    if (!accounts) {
      accounts = this.session().then((session) =>
        session
          ? cache.remember(
              session.token_hash,
              'accounts',
              () => sessionAccounts(app.database, session),
              (held) => held.accounts.map((account) => Number(account.id)),
            )
          : sessionAccounts(app.database, null),
      );
      loaded.set(this, accounts);
    }
    return accounts;
  });
});
