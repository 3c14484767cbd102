// The OpenSearch description of the product and its suggestion URL.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config';
import { trustedProxiesOf } from '../../platform/http/clientAddress';
import { requestOriginOf } from '../../platform/http/requestOrigin';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export function openSearchDescription(publicUrl: string): string {
  const base = escapeXml(publicUrl);
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>Recherche</ShortName>
  <Description>Moteur de recherche francophone</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>fr-FR</Language>
  <Image width="16" height="16" type="image/svg+xml">${base}/favicon.svg</Image>
  <Url type="text/html" method="get" template="${base}/search?q={searchTerms}"/>
  <Url type="application/x-suggestions+json" method="get" template="${base}/api/suggest/opensearch?q={searchTerms}"/>
  <moz:SearchForm>${base}/</moz:SearchForm>
</OpenSearchDescription>
`;
}

/**
 * OpenSearch needs absolute URLs: PUBLIC_URL's when it is set, else the address the browser used (a LAN
 * address or 127.0.0.1 must not send the address bar to localhost). `varies` says the answer depends on it.
 */
export function openSearchDescriptionFor(config: Config): {
  varies: boolean;
  of: (request: FastifyRequest) => string;
} {
  if (config.publicUrlSet) {
    const fixed = openSearchDescription(config.publicUrl);
    return { varies: false, of: () => fixed };
  }
  const trusted = trustedProxiesOf(config.security.trustProxy);
  return {
    varies: true,
    of: (request) => openSearchDescription(requestOriginOf(request, trusted) ?? config.publicUrl),
  };
}
