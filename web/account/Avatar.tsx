// A person's picture, or (spec) the first letter of the given name on red when there is none or it fails.
import { useState } from 'react';
import type { Account } from '../../common/auth';

export function initialOf(account: Pick<Account, 'given_name' | 'name' | 'email'>): string {
  const source = account.given_name?.trim() || account.name.trim() || account.email;
  return (source[0] ?? '?').toLocaleUpperCase('fr-FR');
}

export function Avatar({ account, size = 32 }: { account: Account; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: size * 0.45 };
  if (account.picture && !failed)
    return (
      <img
        className="avatar"
        src={account.picture}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        style={style}
      />
    );
  return (
    <span className="avatar avatar-letter" aria-hidden="true" style={style}>
      {initialOf(account)}
    </span>
  );
}
