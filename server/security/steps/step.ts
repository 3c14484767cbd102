// What a step of the request layer is: a name, whether it may wait, and what it does to a request.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HitCounter } from '../../platform/counters/counter';
import type { Config } from '../../platform/config';
import type { Metrics } from '../../platform/metrics/registry';
import type { TrustedProxies } from '../../platform/http/clientAddress';
import type { Jails } from '../jails';
import type { RecentAddresses } from '../recentAddresses';
import type { Refusal } from '../refusal';
import type { RequestsByHour } from '../requestsByHour';

/**
 * What a step says of a request: `undefined` to go on; an error for the error handler to answer (the request's
 * text); a refusal the layer answers itself; or a promise of one of those when the step truly must wait.
 */
export type Verdict = undefined | Error | Refusal;

/** What the steps share, built once when the app starts. */
export type Layer = {
  config: Config;
  trusted: TrustedProxies;
  ignored: TrustedProxies;
  counter: HitCounter;
  jails: Jails;
  requestsByHour: RequestsByHour;
  limited: RecentAddresses;
  metrics: Metrics;
};

type Run<Out> = (request: FastifyRequest, reply: FastifyReply) => Out;

/**
 * A step. One that never waits returns its verdict at once (the type forbids a promise): the hot path stays
 * synchronous, with no promise and no closure per request. One that may wait returns a promise only when it must.
 */
export type Step =
  | { name: string; mayWait: false; build: (layer: Layer) => Run<Verdict> }
  | { name: string; mayWait: true; build: (layer: Layer) => Run<Verdict | Promise<Verdict>> };
