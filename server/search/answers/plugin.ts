// Instant answers: the kinds named by registry.ts, asked by answerSearch beside the results of the web tab.
import fp from 'fastify-plugin';
import { warmPublicData } from './publicData';
import { createAnswerModules } from './registry';
import { createAnswersService, type AnswersService } from './service';
import { warmCommuneNames } from './weather';

declare module 'fastify' {
  interface FastifyInstance {
    instantAnswers: AnswersService;
  }
}

export const answersPlugin = fp(async (app) => {
  const { config } = app;
  // Once the server listens (never in inject-only tests), so the first visitor's answer does not wait for it.
  app.addHook('onListen', async () => {
    setImmediate(() => {
      warmCommuneNames();
      warmPublicData();
    });
  });
  app.decorate(
    'instantAnswers',
    createAnswersService({
      modules: createAnswerModules(config),
      timeoutMs: config.answers.timeoutMs,
      log: app.log.child({ module: 'answers' }),
    }),
  );
});
