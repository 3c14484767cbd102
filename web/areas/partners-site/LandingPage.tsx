// /partners – the partner programme's landing: the offer, the earnings illustration, three steps, why it works,
// the compliance guarantees; light (no UI kit) and indexable.
import { Link } from 'react-router';
import {
  FIRST_PAYMENT_WITHIN_DAYS,
  INSTALL_MINUTES,
  MARKETING_EARNINGS_RANGE_EUROS,
  MARKETING_LAUNCH_BONUS_EUROS,
  MARKETING_PAYOUT_THRESHOLD_EUROS,
  PROFESSIONALS_CLAIMED,
} from '../../../common/constants';
import { eurosToCents, formatEuros } from '../../../common/money';
import { CallToAction } from './CallToAction';
import { barWidthPercent, EARNINGS_POINTS, summarize } from './earningsChart';
import { STEPS } from './steps';
import { usePageMeta } from './usePageMeta';
import './site.css';

const euros = (n: number) => `${n} €`;

export default function LandingPage() {
  usePageMeta(
    'Programme partenaires – Recherche',
    `Gagnez une part des revenus publicitaires de votre trafic : installation en ${INSTALL_MINUTES} minutes, paiements mensuels automatiques.`,
  );
  const summary = summarize(EARNINGS_POINTS);
  return (
    <article className="site">
      <header className="site-hero">
        <p className="site-kicker">Programme partenaires</p>
        <h1>Votre trafic mérite sa part des revenus</h1>
        <p className="site-lead">
          Partagez votre lien de recherche avec votre audience : chaque recherche faite par vos visiteurs vous
          rapporte une part des revenus publicitaires, versée chaque mois.
        </p>
        <div className="site-actions">
          <CallToAction />
          <Link className="button button-quiet" to="/partners/how-it-works">
            Comment ça marche
          </Link>
        </div>
        <ul className="site-claims">
          <li>
            <strong>{INSTALL_MINUTES} minutes</strong> pour installer
          </li>
          <li>
            <strong>Paiements mensuels</strong> automatiques
          </li>
          <li>
            Premier paiement sous <strong>{FIRST_PAYMENT_WITHIN_DAYS} jours</strong>
          </li>
          <li>
            Plus de <strong>{PROFESSIONALS_CLAIMED} professionnels</strong>
          </li>
        </ul>
        <p className="site-bonus">
          Offre de lancement : <strong>{euros(MARKETING_LAUNCH_BONUS_EUROS)} de bonus</strong> dès que vous
          atteignez le seuil de {euros(MARKETING_PAYOUT_THRESHOLD_EUROS)}.
        </p>
      </header>

      <section className="site-section" aria-labelledby="earnings-title">
        <h2 id="earnings-title">Ce que vos visiteurs peuvent rapporter</h2>
        <p>
          Un potentiel de {MARKETING_EARNINGS_RANGE_EUROS.min} à {euros(MARKETING_EARNINGS_RANGE_EUROS.max)}{' '}
          par mois, selon votre audience. Exemple d’un partenaire sur 13 mois :
        </p>
        <figure className="earnings">
          <ol className="earnings-bars" aria-label="Revenus mensuels de l’exemple">
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
              <dt>Total</dt>
              <dd data-testid="earnings-total">{formatEuros(summary.totalCents)}</dd>
            </div>
            <div>
              <dt>Moyenne mensuelle</dt>
              <dd data-testid="earnings-average">{formatEuros(summary.averageCents)}</dd>
            </div>
            <div>
              <dt>Meilleur mois</dt>
              <dd data-testid="earnings-best">
                {formatEuros(summary.best.cents)} ({summary.best.month})
              </dd>
            </div>
          </dl>
          <figcaption>
            Illustration : les revenus dépendent de votre trafic, ce n’est pas une promesse.
          </figcaption>
        </figure>
      </section>

      <section className="site-section" aria-labelledby="steps-title">
        <h2 id="steps-title">Trois étapes</h2>
        <ol className="site-steps">
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="site-section" aria-labelledby="why-title">
        <h2 id="why-title">Pourquoi ça marche</h2>
        <ul className="site-list">
          <li>
            Vos visiteurs cherchent de toute façon : vous leur offrez un moteur francophone rapide et
            respectueux.
          </li>
          <li>
            Chaque recherche et chaque annonce affichée sont comptées pour vous, jour par jour, et visibles
            dans votre tableau de bord.
          </li>
          <li>Votre part est calculée au centime sur les revenus réels, et versée dès le seuil atteint.</li>
        </ul>
      </section>

      <section className="site-section" aria-labelledby="compliance-title">
        <h2 id="compliance-title">Nos garanties</h2>
        <ul className="site-list">
          <li>Conforme au RGPD : aucune publicité personnalisée sans le consentement du visiteur.</li>
          <li>Aucun profil personnel : seules des statistiques agrégées sont tenues pour vous.</li>
          <li>Statistiques transparentes, exportables en CSV, et IBAN chiffré sur nos serveurs.</li>
          <li>
            Annonces conformes aux règles de la régie publicitaire ; le trafic frauduleux n’est jamais compté.
          </li>
        </ul>
        <div className="site-actions">
          <CallToAction>Je m’inscris</CallToAction>
        </div>
      </section>
    </article>
  );
}
