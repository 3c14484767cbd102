// The signed-in person's preferences, and the admin's own identity.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMeAnswerSchema } from '../../../common/admin';
import { dataOf } from '../../../common/api';
import { preferencesSchema, preferencesUpdateSchema } from '../../../common/auth';
import { preferencesOf, updatePreferences } from './service';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const preferencesResponse = { response: { 200: dataOf(preferencesSchema) } };

  // GET /api/user/preferences – the active account's safe search and history switches
  app.get(
    '/api/user/preferences',
    { config: { access: 'signedIn' }, schema: preferencesResponse },
    async (request) => ({ data: preferencesOf(request.signedInUser) }),
  );

  // PUT /api/user/preferences – changes one or both switches
  app.put(
    '/api/user/preferences',
    { config: { access: 'signedIn' }, schema: { body: preferencesUpdateSchema, ...preferencesResponse } },
    async (request) => ({ data: await updatePreferences(app.database, request.signedInUser, request.body) }),
  );

  // GET /api/admin/me – the admin-access check of the admin area
  app.get(
    '/api/admin/me',
    { config: { access: 'admin' }, schema: { response: { 200: dataOf(adminMeAnswerSchema) } } },
    async (request) => {
      const { id, email, name } = request.signedInUser;
      return { data: { id: String(id), email, name, isAdmin: true as const } };
    },
  );
};
