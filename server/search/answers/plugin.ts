// Instant answers: the kinds named by registry.ts, asked by answerSearch beside the results of the web tab.
import fp from 'fastify-plugin';
import { createAnswerModules } from './registry';
import { createAnswersService, type AnswersService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    instantAnswers: AnswersService;
  }
}

export const answersPlugin = fp(async (app) => {
  const { config } = app;
  app.decorate(
    'instantAnswers',
    createAnswersService({
      modules: createAnswerModules(config),
      timeoutMs: config.answers.timeoutMs,
      log: app.log.child({ module: 'answers' }),
    }),
  );
});
