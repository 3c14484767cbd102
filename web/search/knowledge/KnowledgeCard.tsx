// The card of one entity: picture, name and kind, description, facts, links, and where it all comes from.
import type { KnowledgeEntity } from '../../../common/knowledge';
import { KNOWLEDGE_LABELS } from './labels';

/** The picture's box is fixed, so the card keeps its height while the picture loads. */
const IMAGE_SIZE = { width: 96, height: 72 };
/** With the description's 6 lines (knowledge.css), a card stays within the room kept for it. */
const MAX_FACTS = 6;

export function KnowledgeCard({ entity }: { entity: KnowledgeEntity }) {
  const { image, facts, links, source } = entity;
  return (
    <article className="knowledge-card" aria-labelledby="knowledge-name">
      <header className="knowledge-head">
        {image && (
          <img className="knowledge-image" src={image.url} alt={image.alt} {...IMAGE_SIZE} decoding="async" />
        )}
        <div>
          <h2 id="knowledge-name">{entity.name}</h2>
          {entity.type && <p className="knowledge-type">{entity.type}</p>}
        </div>
      </header>
      {entity.description && <p className="knowledge-description">{entity.description}</p>}
      {facts.length > 0 && (
        <dl className="knowledge-facts">
          {/* A source may repeat a label: the position is the key. */}
          {facts.slice(0, MAX_FACTS).map((fact, index) => (
            <div key={index}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {links.length > 0 && (
        <ul className="knowledge-links" aria-label={KNOWLEDGE_LABELS.links}>
          {links.map((link, index) => (
            <li key={index}>
              <a href={link.url} rel="noopener">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="knowledge-source">
        {KNOWLEDGE_LABELS.source} <a href={source.url}>{source.name}</a>
        {source.licence && (
          <>
            {' · '}
            {source.licence.url ? (
              <a href={source.licence.url} rel="license">
                {KNOWLEDGE_LABELS.licence(source.licence.name)}
              </a>
            ) : (
              KNOWLEDGE_LABELS.licence(source.licence.name)
            )}
          </>
        )}
      </p>
    </article>
  );
}

/** Grey shapes in the card's column while it loads (wide screens only: on a phone the results wait). */
export function KnowledgeSkeleton() {
  return (
    <div className="knowledge-card knowledge-skeleton" aria-busy="true">
      <span className="visually-hidden" role="status">
        {KNOWLEDGE_LABELS.loading}
      </span>
      <div className="skeleton skeleton-line skeleton-title" />
      <div className="skeleton skeleton-line skeleton-short" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line skeleton-long" />
      <div className="skeleton skeleton-line" />
    </div>
  );
}
