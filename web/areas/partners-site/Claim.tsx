// A sentence with its key words in bold.
import type { Claim as ClaimWords } from './labels';

export function Claim({ claim }: { claim: ClaimWords }) {
  return (
    <>
      {claim.before}
      <strong>{claim.strong}</strong>
      {claim.after}
    </>
  );
}
