// The API's documentation: every JSON call's answers (its own, and the shared errors), the OpenAPI document
// and its reference page. Registered before the domains, so that it sees each of their routes.
import fp from 'fastify-plugin';
import { registerOpenApi } from './document';
import { addSharedErrorAnswers } from './errorAnswers';
import { docsRoutes } from './routes';

export const docsPlugin = fp(async (app) => {
  app.addHook('onRoute', addSharedErrorAnswers);
  await registerOpenApi(app);
  await app.register(docsRoutes);
});
