// Long jobs in the app: `app.jobs` queues and reads them, the runner started with the app and stopped with it
// (its job handed back to the queue); product domains give the runner a handler for each kind of job they queue.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createJobRunner } from './runner';
import { jobRoutes } from './routes';
import { createJobService, type JobService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobService;
  }
}

const jobsPluginAsync: FastifyPluginAsync = async (app) => {
  const runner = createJobRunner({ database: app.database, log: app.log });
  app.decorate('jobs', createJobService(app.database, runner));
  await app.register(jobRoutes);
  app.addHook('onReady', async () => {
    runner.start();
    void runner.runDue();
  });
  app.addHook('onClose', async () => runner.stop());
};

export const jobsPlugin = fp(jobsPluginAsync, { name: 'jobs' });
