// Who asks: the client's address (X-Forwarded-For only behind a trusted proxy), its key for limits and bans
// (IPv6 grouped by /64), and whether it is an address the layer never limits (SECURITY_IGNORE_IPS). A trusted
// proxy's hop that names no address is refused with 400.
import { clientAddressOf, clientKeyOf } from '../../platform/http/clientAddress';
import { API_MESSAGES } from '../../../common/messages';
import { AppError } from '../../platform/http/errors';
import type { Step } from './step';

/** The key of a request whose X-Forwarded-For names no client: refused, never one of the addresses a ban holds. */
const UNKNOWN_CLIENT = 'x-forwarded-for:unreadable';

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
      if (client === null) {
        // Refused before any limit or jail reads it: the key only keeps the later hooks' bookkeeping apart.
        request.clientKey = UNKNOWN_CLIENT;
        request.ignoredAddress = false;
        return new AppError(400, API_MESSAGES.unreadableForwardedFor, 'FORWARDED_FOR');
      }
      request.clientKey = clientKeyOf(client);
      request.ignoredAddress = ignored(client);
      return undefined;
    },
};
