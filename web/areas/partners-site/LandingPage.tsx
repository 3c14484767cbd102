// /partners – the partner programme's landing: the offer, the earnings illustration, three steps, why it works,
// the compliance guarantees; light (no UI kit) and indexable.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { eurosToCents, formatEuros } from '../../../common/money';
import { CallToAction } from './CallToAction';
import { Claim } from './Claim';
import { barWidthPercent, EARNINGS_POINTS, summarize } from './earningsChart';
import { PARTNERS_SITE_LABELS as L } from './labels';
import { STEPS } from './steps';
import { usePageMeta } from './usePageMeta';
import './site.css';

/** A titled list of the landing (why it works, the guarantees), and what follows it. */
function ListSection(props: { id: string; title: string; items: readonly string[]; children?: ReactNode }) {
  return (
    <section className="site-section" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      <ul className="site-list">
        {props.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {props.children}
    </section>
  );
}

function EarningsIllustration() {
  const summary = summarize(EARNINGS_POINTS);
  return (
    <figure className="earnings">
      <ol className="earnings-bars" aria-label={L.earningsBars}>
        {EARNINGS_POINTS.map((p) => (
          <li key={p.month} data-testid="earnings-bar">
            <span className="earnings-month">{p.month}</span>
            <span className="earnings-track">
              <span
                className={
                  barWidthPercent(p.euros) >= 100 ? 'earnings-bar earnings-bar-full' : 'earnings-bar'
                }
                style={{ width: `${barWidthPercent(p.euros)}%` }}
              />
            </span>
            <span className="earnings-value">{formatEuros(eurosToCents(p.euros))}</span>
          </li>
        ))}
      </ol>
      <dl className="earnings-summary">
        <div>
          <dt>{L.total}</dt>
          <dd data-testid="earnings-total">{formatEuros(summary.totalCents)}</dd>
        </div>
        <div>
          <dt>{L.average}</dt>
          <dd data-testid="earnings-average">{formatEuros(summary.averageCents)}</dd>
        </div>
        <div>
          <dt>{L.best}</dt>
          <dd data-testid="earnings-best">
            {formatEuros(summary.best.cents)} ({summary.best.month})
          </dd>
        </div>
      </dl>
      <figcaption>{L.illustration}</figcaption>
    </figure>
  );
}

export default function LandingPage() {
  usePageMeta(L.landingMeta.title, L.landingMeta.description);
  return (
    <article className="site">
      <header className="site-hero">
        <p className="site-kicker">{L.programme}</p>
        <h1>{L.headline}</h1>
        <p className="site-lead">{L.lead}</p>
        <div className="site-actions">
          <CallToAction />
          <Link className="button button-quiet" to="/partners/how-it-works">
            {L.howItWorks}
          </Link>
        </div>
        <ul className="site-claims">
          {L.claims.map((claim) => (
            <li key={claim.strong}>
              <Claim claim={claim} />
            </li>
          ))}
        </ul>
        <p className="site-bonus">
          <Claim claim={L.bonus} />
        </p>
      </header>

      <section className="site-section" aria-labelledby="earnings-title">
        <h2 id="earnings-title">{L.earningsTitle}</h2>
        <p>{L.earningsText}</p>
        <EarningsIllustration />
      </section>

      <section className="site-section" aria-labelledby="steps-title">
        <h2 id="steps-title">{L.stepsTitle}</h2>
        <ol className="site-steps">
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <ListSection id="why-title" title={L.whyTitle} items={L.why} />
      <ListSection id="compliance-title" title={L.guaranteesTitle} items={L.guarantees}>
        <div className="site-actions">
          <CallToAction>{L.signUp}</CallToAction>
        </div>
      </ListSection>
    </article>
  );
}
