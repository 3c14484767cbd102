// /partners/how-it-works – the three steps in detail, and the call to action.
import { Link } from 'react-router';
import { CallToAction } from './CallToAction';
import { PARTNERS_SITE_LABELS as L } from './labels';
import { STEPS } from './steps';
import { usePageMeta } from './usePageMeta';
import './site.css';

export default function HowItWorksPage() {
  usePageMeta(L.howItWorksMeta.title, L.howItWorksMeta.description);
  return (
    <article className="site">
      <header className="site-hero">
        <p className="site-kicker">
          <Link to="/partners">{L.programme}</Link>
        </p>
        <h1>{L.howItWorks}</h1>
      </header>
      <ol className="site-steps site-steps-detailed">
        {STEPS.map((step) => (
          <li key={step.title}>
            <h2>{step.title}</h2>
            <p>{step.text}</p>
            <p>{step.detail}</p>
          </li>
        ))}
      </ol>
      <div className="site-actions">
        <CallToAction />
      </div>
    </article>
  );
}
