import { describe, expect, it } from 'vitest';
import { messageForStatus } from '../../../common/messages';
import { isPagePath } from '../../../common/routes';

describe('messageForStatus: the default French message of a status', () => {
  it.each([
    [401, 'Non autorisé'],
    [403, 'Accès interdit'],
    [404, 'Ressource non trouvée'],
    [500, 'Erreur interne du serveur'],
    [418, 'Erreur HTTP 418'],
    [502, 'Erreur HTTP 502'],
  ])('%i → %s', (status, message) => expect(messageForStatus(status)).toBe(message));
});

describe('isPagePath: the pages the web app renders', () => {
  it.each([
    '/',
    '/search',
    '/partners/signup',
    '/partner/payment',
    '/admin/security',
    '/error/403',
    '/privacy/',
  ])('%s is a page', (path) => expect(isPagePath(path)).toBe(true));
  it.each(['/nope', '/admin/unknown', '/partner/dashboard/x', '/error', '/searchx'])('%s is not', (path) =>
    expect(isPagePath(path)).toBe(false),
  );
});
