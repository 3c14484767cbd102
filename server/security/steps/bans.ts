// A banned address gets 403 before any other work (no limit counts it). The bans known in memory answer at once;
// only when they are older than a few seconds does the request wait for the database to be read again.
import type { FastifyRequest } from 'fastify';
import type { Jails } from '../jails';
import { banned } from '../refusal';
import type { Step, Verdict } from './step';

const verdictOf = (jails: Jails, request: FastifyRequest, isBanned: boolean): Verdict =>
  isBanned ? banned(jails.bannedUntil(request.clientKey)) : undefined;

export const bans: Step = {
  name: 'bans',
  mayWait: true,
  build:
    ({ jails }) =>
    (request) => {
      if (jails.fresh()) return verdictOf(jails, request, jails.bannedNow(request.clientKey));
      return jails.isBanned(request.clientKey).then((isBanned) => verdictOf(jails, request, isBanned));
    },
};
