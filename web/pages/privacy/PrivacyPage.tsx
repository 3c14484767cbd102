// /privacy – the privacy policy: a table of contents, then the nine sections of the spec.
import { usePageContext } from '../../shell/pageContext';
import { Fragment, type ReactNode } from 'react';
import { formatParisDateLong } from '../../../common/dates';
import { usePageTitle } from '../../shell/usePageTitle';
import { PRIVACY_WORDS, privacyContactEmail, privacySections, type PrivacyBlock } from './content';
import './privacy.css';

/** The text with the contact address and the CNIL's site made into links. */
function withLinks(text: string, email: string): ReactNode {
  const links: Record<string, string> = {
    [email]: `mailto:${email}`,
    [PRIVACY_WORDS.cnilUrl]: PRIVACY_WORDS.cnilUrl,
  };
  const pattern = new RegExp(`(${Object.keys(links).map(escapeRegExp).join('|')})`);
  return text.split(pattern).map((part, i) =>
    links[part] ? (
      <a key={i} href={links[part]}>
        {part.replace(/^https:\/\//, '')}
      </a>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function Block({ block, email }: { block: PrivacyBlock; email: string }) {
  if (typeof block === 'string') return <p>{withLinks(block, email)}</p>;
  return (
    <ul>
      {block.map((item) => (
        <li key={item}>{withLinks(item, email)}</li>
      ))}
    </ul>
  );
}

export default function PrivacyPage() {
  usePageTitle(PRIVACY_WORDS.title);
  const host = new URL(usePageContext().origin).hostname;
  const email = privacyContactEmail(host);
  const sections = privacySections({ host, email });
  return (
    <article className="privacy" aria-labelledby="privacy-title">
      <header className="privacy-header">
        <h1 id="privacy-title">{PRIVACY_WORDS.title}</h1>
        <p className="privacy-updated">{PRIVACY_WORDS.updated(formatParisDateLong())}</p>
        <p className="privacy-intro">{PRIVACY_WORDS.intro}</p>
      </header>
      <nav className="privacy-toc" aria-labelledby="privacy-toc-title">
        {/* Not a heading: the page's h2 are exactly the nine sections. */}
        <p id="privacy-toc-title" className="privacy-toc-title">
          {PRIVACY_WORDS.toc}
        </p>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="privacy-section"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} email={email} />
          ))}
        </section>
      ))}
    </article>
  );
}
