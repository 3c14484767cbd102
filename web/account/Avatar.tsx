// A person's picture, or (spec) the first letter of the given name on red when there is none or it fails.
import { useEffect, useRef, useState } from 'react';
import type { Account } from '../../common/auth';

export function initialOf(account: Pick<Account, 'given_name' | 'name' | 'email'>): string {
  const source = account.given_name?.trim() || account.name.trim() || account.email;
  return (source[0] ?? '?').toLocaleUpperCase('fr-FR');
}

export function Avatar({ account, size = 32 }: { account: Account; size?: number }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A picture drawn by the server may fail before hydration, its error event gone: the element says so.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const style = { width: size, height: size, fontSize: size * 0.45 };
  if (account.picture && !failed)
    return (
      <img
        ref={image}
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
