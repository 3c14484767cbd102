// Security headers: a content security policy that lets in only the third-party scripts this install uses.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

const GOOGLE_SEARCH_ELEMENT = ['https://cse.google.com', 'https://www.google.com', 'https://www.gstatic.com'];
const GOOGLE_ADS = [
  'https://pagead2.googlesyndication.com',
  'https://*.googlesyndication.com',
  'https://*.doubleclick.net',
  'https://*.google.com',
  'https://*.gstatic.com',
];

/** The sources each third party needs, only when the configuration turns it on. */
export function contentSecurityPolicy(config: Config) {
  const element = config.search.providers[0] === 'google-element' ? GOOGLE_SEARCH_ELEMENT : [];
  const ads = config.adClient ? GOOGLE_ADS : [];
  const third = [...element, ...ads];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...third],
    // MUI (emotion) and Google's element write <style> tags at run time.
    styleSrc: ["'self'", "'unsafe-inline'", ...third],
    imgSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'", ...third],
    frameSrc: third.length > 0 ? third : ["'none'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: config.env === 'production' ? [] : null,
  };
}

export const securityHeaders = fp(async (app: FastifyInstance) => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(app.config) },
    // Result thumbnails and avatars come from other sites.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity:
      app.config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
});
