// The OpenSearch description of the product and its suggestion URL.
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
