// The request layer: the steps every request meets, in this order, before its route. The order is the point: the
// headers first so that every answer carries them; the head's text before anything reads it; bans before limits,
// so a banned address is refused without being counted; the sign-in context last, for the route.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { failureContext } from './jails';
import { refuse } from './refusal';
import { address } from './steps/address';
import { bans } from './steps/bans';
import { cookies } from './steps/cookies';
import { counting } from './steps/counting';
import { headers } from './steps/headers';
import { limits } from './steps/limits';
import { signIn } from './steps/signIn';
import type { Layer, Step, Verdict } from './steps/step';
import { text } from './steps/text';

export const REQUEST_STEPS: readonly Step[] = [
  headers,
  text,
  cookies,
  address,
  counting,
  bans,
  limits,
  signIn,
];

type Run = (request: FastifyRequest, reply: FastifyReply) => Verdict | Promise<Verdict>;
type Done = (error?: Error) => void;

/** The request hook running the steps. No closure per request: only a step that waits costs a promise. */
export function requestLayer(layer: Layer): onRequestHookHandler {
  const runs: Run[] = REQUEST_STEPS.map((step) => step.build(layer));
  return (request, reply, done) => runFrom(runs, 0, request, reply, done);
}

/** Runs the steps from `from` on, until one stops the request; then the route, in the sign-in context if any. */
export function runFrom(
  runs: Run[],
  from: number,
  request: FastifyRequest,
  reply: FastifyReply,
  done: Done,
): void {
  for (let i = from; i < runs.length; i++) {
    const verdict = runs[i]!(request, reply);
    if (verdict === undefined) continue;
    if (verdict instanceof Promise)
      return void verdict.then(
        (known) =>
          known === undefined
            ? runFrom(runs, i + 1, request, reply, done)
            : stop(known, request, reply, done),
        done,
      );
    return stop(verdict, request, reply, done);
  }
  if (request.signIn) failureContext.run(request.signIn, done);
  else done();
}

/** An error goes to the error handler; a refusal is the layer's own answer. */
function stop(
  verdict: Exclude<Verdict, undefined>,
  request: FastifyRequest,
  reply: FastifyReply,
  done: Done,
) {
  if (verdict instanceof Error) done(verdict);
  else refuse(request, reply, verdict);
}
