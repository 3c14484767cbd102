// The signed-in person's preferences, and the admin's own identity.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMeAnswerSchema } from '../../../common/admin';
import { dataOf } from '../../../common/api';
import { preferencesSchema, preferencesUpdateSchema } from '../../../common/auth';
import { siteChangeSchema, siteParamsSchema, siteRulesAnswerSchema } from '../../../common/preferences';
import { preferencesOf, setSiteRule, updatePreferences } from './service';

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

  const sitesResponse = { response: { 200: dataOf(siteRulesAnswerSchema) } };

  // PUT /api/user/sites/:domain – hides, raises or lowers a site (and its subdomains) for the active account
  app.put(
    '/api/user/sites/:domain',
    {
      config: { access: 'signedIn' },
      schema: { params: siteParamsSchema, body: siteChangeSchema, ...sitesResponse },
    },
    async (request) => {
      const { domain } = request.params;
      const sites = await setSiteRule(app.database, request.signedInUser.id, domain, request.body.action);
      return { data: { sites } };
    },
  );

  // DELETE /api/user/sites/:domain – the site's results come back as the sources give them
  app.delete(
    '/api/user/sites/:domain',
    { config: { access: 'signedIn' }, schema: { params: siteParamsSchema, ...sitesResponse } },
    async (request) => ({
      data: { sites: await setSiteRule(app.database, request.signedInUser.id, request.params.domain, null) },
    }),
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
