// Who asks: the client's address (X-Forwarded-For only behind a trusted proxy), its key for limits and bans
// (IPv6 grouped by /64), and whether it is an address the layer never limits (SECURITY_IGNORE_IPS).
import { clientAddressOf, clientKeyOf } from '../../platform/http/clientAddress';
import type { Step } from './step';

export const address: Step = {
  name: 'address',
  mayWait: false,
  build:
    ({ trusted, ignored }) =>
    (request) => {
      const client = clientAddressOf(
        request.socket.remoteAddress ?? '',
        request.headers['x-forwarded-for'] as string | undefined,
        trusted,
      );
      request.clientKey = clientKeyOf(client);
      request.ignoredAddress = ignored(client);
      return undefined;
    },
};
