// Bursts of one partner's attributed events from one address or one network: counted per hour, and
// beyond the configured rate flagged instead of counted (a partner cannot buy earnings with a script).
import { FRAUD_BURST } from '../../../common/constants';
import type { HitCounter } from '../../platform/counters/counter';
import { networkKeyOf } from '../../platform/http/clientAddress';

export type Burst = { scope: 'address' | 'network'; source: string };
export type BurstGuard = {
  /** Adds `events` for the partner from the client; a burst when either window is over its limit. */
  judge: (partnerId: number, clientKey: string, events: number) => Burst | null;
};

export function createBurstGuard(
  counter: HitCounter,
  limits: { perAddress: number; perNetwork: number },
): BurstGuard {
  return {
    judge(partnerId, clientKey, events) {
      const network = networkKeyOf(clientKey);
      const address = counter.hit(`fraud:${partnerId}:${clientKey}`, FRAUD_BURST.windowMs, events);
      const net = counter.hit(`fraud:${partnerId}:net:${network}`, FRAUD_BURST.windowMs, events);
      if (address.count > limits.perAddress) return { scope: 'address', source: clientKey };
      if (net.count > limits.perNetwork) return { scope: 'network', source: network };
      return null;
    },
  };
}
