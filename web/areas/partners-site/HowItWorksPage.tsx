// /partners/how-it-works – the three steps in detail, and the call to action.
import { Link } from 'react-router';
import { CallToAction } from './CallToAction';
import { STEPS } from './steps';
import { usePageMeta } from './usePageMeta';
import './site.css';

export default function HowItWorksPage() {
  usePageMeta(
    'Comment ça marche – Programme partenaires',
    'Inscrivez-vous, partagez votre lien partenaire, suivez vos statistiques et recevez votre part des revenus chaque mois.',
  );
  return (
    <article className="site">
      <header className="site-hero">
        <p className="site-kicker">
          <Link to="/partners">Programme partenaires</Link>
        </p>
        <h1>Comment ça marche</h1>
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
