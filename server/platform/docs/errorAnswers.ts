// The error answers every route shares, added to its documented answers: the error handler and the security
// layer answer them all with the one French error body (common/api.ts), whatever the route.
import type { RouteOptions } from 'fastify';
import { errorBodySchema } from '../../../common/api';
import { messageForStatus, SECURITY_MESSAGES } from '../../../common/messages';

/** The JSON calls the document describes; the rest are pages, files and the OpenID provider's own protocol. */
export function isDocumented(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/auth/') || url === '/events' || url === '/csrf-token';
}

/** Health checks are never rate-limited (security/steps/limits.ts). */
const UNLIMITED = new Set(['/api/health']);

const described = (text: string) => errorBodySchema.describe(text);

const SHARED = {
  400: described(
    'Requête invalide : données invalides (`errors` nomme les champs), JSON mal formé ou texte non UTF-8',
  ),
  403: described(SECURITY_MESSAGES.banned),
  500: described(messageForStatus(500)),
};
const LIMITED = {
  429: described('Trop de requêtes depuis cette adresse (l’en-tête Retry-After dit quand revenir)'),
};
const SIGNED_IN = { 401: described(`${messageForStatus(401)} : connexion requise`) };
const ADMIN = { 403: described('Accès interdit : réservé aux administrateurs, ou adresse bloquée') };
const PARTNER = { 404: described(`${messageForStatus(404)} : pas de compte partenaire`) };
const WITH_BODY = {
  413: described('Requête trop volumineuse'),
  415: described('Type de contenu non pris en charge'),
};

/** Adds the shared error answers a route does not declare itself (onRoute, before the route is built). */
export function addSharedErrorAnswers(route: RouteOptions): void {
  if (!isDocumented(route.url)) return;
  const access = route.config?.access;
  const schema = route.schema ?? {};
  const shared = {
    ...SHARED,
    ...(!UNLIMITED.has(route.url) && LIMITED),
    ...(access !== 'public' && SIGNED_IN),
    ...(access === 'admin' && ADMIN),
    ...(access === 'partner' && PARTNER),
    ...(schema.body !== undefined && WITH_BODY),
  };
  // New objects: a schema object can be shared by routes of other access levels (GET and DELETE of one path).
  route.schema = { ...schema, response: { ...shared, ...(schema.response as object | undefined) } };
}
