// /licences – the product's licence, where its source is, and the attribution of every data set it ships.
import { useClientConfig } from '../../config/useClientConfig';
import { usePageTitle } from '../../shell/usePageTitle';
import { LICENCE_WORDS as L, LICENSED_SOURCES, type LicensedSource } from './content';
import './licences.css';

function Source({ source }: { source: LicensedSource }) {
  return (
    <li className="licences-source">
      <h3>{source.use}</h3>
      <p>
        <a href={source.url}>{source.credit}</a>
      </p>
      <p>
        {L.licenceLabel} <a href={source.licence.url}>{source.licence.name}</a>
      </p>
      {source.note && <p>{source.note}</p>}
    </li>
  );
}

function SourceCode() {
  const url = useClientConfig().config?.sourceCodeUrl;
  if (!url) return <p>{L.sourceOnRequest}</p>;
  return (
    <p>
      {L.sourceAt} <a href={url}>{url.replace(/^https?:\/\//, '')}</a>
    </p>
  );
}

export default function LicencesPage() {
  usePageTitle(L.title);
  return (
    <article className="licences" aria-labelledby="licences-title">
      <h1 id="licences-title">{L.title}</h1>
      <p>{L.intro}</p>
      <section aria-labelledby="licences-code">
        <h2 id="licences-code">{L.codeTitle}</h2>
        <p>
          {L.code} (<a href={L.agplUrl}>{L.agplName}</a>)
        </p>
        <SourceCode />
      </section>
      <section aria-labelledby="licences-data">
        <h2 id="licences-data">{L.dataTitle}</h2>
        <ul className="licences-sources">
          {LICENSED_SOURCES.map((source) => (
            <Source key={source.package} source={source} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="licences-web">
        <h2 id="licences-web">{L.webTitle}</h2>
        <p>{L.web}</p>
      </section>
    </article>
  );
}
