// /extension/setup – the partner code detected, the extension's call to action, the steps to make us the default engine.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Icon } from '../../components/Icon';
import { LABELS } from '../../components/labels';
import { usePageTitle } from '../../shell/usePageTitle';
import { isBoolean, useLocalSetting } from '../../state/localSetting';
import { readReferralCode } from '../../state/referral';
import { referralCodeFromSearch } from '../../state/referralCookie';
import './extension.css';

/** The localStorage key of the extension call to action's dismissal. */
export const EXTENSION_CTA_DISMISSED_KEY = 'extensionCtaDismissed';
/** The extension's store page: none published yet, so the call to action leads to the manual steps. */
const EXTENSION_STORE_URL: string | null = null;

const CLOSE_PATH =
  'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z';

const WORDS = {
  title: 'Configurer votre navigateur',
  intro:
    'Faites de notre moteur votre recherche par défaut\u00a0: chaque recherche tapée dans la barre d’adresse passera par nous.',
  partnerTitle: 'Code partenaire',
  partnerDetected: 'Code partenaire détecté\u00a0:',
  partnerKept:
    'Vos recherches sur ce navigateur sont attribuées à ce partenaire pendant 90 jours, sans aucune donnée personnelle.',
  partnerNone: 'Aucun code partenaire détecté.',
  partnerNoneHint:
    'Si un partenaire vous a recommandé ce service, ouvrez le lien qu’il vous a donné (il contient «\u00a0?ref=\u00a0»).',
  linkLabel: 'Lien de recherche à partager',
  copy: 'Copier',
  copied: 'Copié\u00a0!',
  ctaTitle: 'Installer l’extension',
  ctaText:
    'L’extension règle la recherche par défaut en un clic et garde votre code partenaire. En attendant, les étapes ci-dessous font la même chose à la main.',
  ctaAction: EXTENSION_STORE_URL ? 'Installer l’extension' : 'Voir les étapes',
  ctaDismiss: 'Ne plus afficher',
  ctaLabel: 'Proposition d’extension',
  stepsTitle: 'Définir comme moteur de recherche par défaut',
  stepsIntro:
    'Le site déclare son moteur à votre navigateur (fichier OpenSearch). Si votre navigateur ne le propose pas, ajoutez-le à la main avec cette adresse, où %s remplace les mots cherchés\u00a0:',
  templateLabel: 'Adresse de recherche',
  firefoxTitle: 'Firefox',
  chromeTitle: 'Google Chrome',
  edgeTitle: 'Microsoft Edge',
  openSearchLink: 'Voir la description OpenSearch du moteur',
} as const;

/** A step, and the settings page it opens when there is one (shown apart: it is long and unbreakable). */
type Step = { text: string; settings?: string };
type Browser = { id: string; title: string; steps: Step[] };

const browsers = (host: string): Browser[] => [
  {
    id: 'chrome',
    title: WORDS.chromeTitle,
    steps: [
      { text: `Faites une recherche sur ${host} pour que Chrome découvre le moteur.` },
      {
        text: 'Ouvrez Paramètres › Moteur de recherche › Gérer les moteurs de recherche et la recherche sur le site\u00a0:',
        settings: 'chrome://settings/searchEngines',
      },
      {
        text: 'Sous «\u00a0Recherche sur le site\u00a0», trouvez «\u00a0Recherche\u00a0» (au besoin dans «\u00a0Raccourcis inactifs\u00a0», puis «\u00a0Activer\u00a0»). Sinon, cliquez sur «\u00a0Ajouter\u00a0» et collez l’adresse de recherche.',
      },
      { text: 'Ouvrez le menu ⋮ de la ligne et choisissez «\u00a0Définir par défaut\u00a0».' },
    ],
  },
  {
    id: 'edge',
    title: WORDS.edgeTitle,
    steps: [
      { text: `Faites une recherche sur ${host} pour qu’Edge découvre le moteur.` },
      {
        text: 'Ouvrez Paramètres › Confidentialité, recherche et services › Barre d’adresse et recherche › Gérer les moteurs de recherche\u00a0:',
        settings: 'edge://settings/searchEngines',
      },
      {
        text: 'Trouvez «\u00a0Recherche\u00a0» dans la liste, ou cliquez sur «\u00a0Ajouter\u00a0» et collez l’adresse de recherche.',
      },
      { text: 'Ouvrez le menu … de la ligne et choisissez «\u00a0Définir par défaut\u00a0».' },
    ],
  },
  {
    id: 'firefox',
    title: WORDS.firefoxTitle,
    steps: [
      {
        text: `Sur ${host}, faites un clic droit dans la barre d’adresse et choisissez Ajouter «\u00a0Recherche\u00a0».`,
      },
      { text: 'Ouvrez Paramètres › Recherche\u00a0:', settings: 'about:preferences#search' },
      { text: 'Dans «\u00a0Moteur de recherche par défaut\u00a0», choisissez «\u00a0Recherche\u00a0».' },
    ],
  },
];

/** A read-only value with a copy button (the value stays selectable when the clipboard is off). */
function CopyField({ label, value, id }: { label: string; value: string; id: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      // No clipboard (http, old browser): the field stays selectable by hand.
    }
  }
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field-row">
        <input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button" onClick={() => void copy()} aria-live="polite">
          {copied ? WORDS.copied : WORDS.copy}
        </button>
      </div>
    </div>
  );
}

export default function ExtensionSetupPage() {
  usePageTitle(WORDS.title);
  const { search } = useLocation();
  // The URL's code first (it may be newer than the cookie), then the one kept in pa_ref.
  const code = referralCodeFromSearch(search) ?? readReferralCode();
  const [dismissed, setDismissed] = useLocalSetting(EXTENSION_CTA_DISMISSED_KEY, false, isBoolean);
  const { origin, host } = window.location;
  const searchTemplate = `${origin}/search?q=%s`;

  return (
    <article className="setup" aria-labelledby="setup-title">
      <h1 id="setup-title">{WORDS.title}</h1>
      <p className="setup-intro">{WORDS.intro}</p>

      <section className="setup-card" aria-labelledby="partner-title" data-testid="partner-code">
        <h2 id="partner-title">{WORDS.partnerTitle}</h2>
        {code ? (
          <>
            <p>
              {WORDS.partnerDetected} <strong className="setup-code">{code}</strong>
            </p>
            <p className="setup-muted">{WORDS.partnerKept}</p>
            <CopyField id="affiliate-link" label={WORDS.linkLabel} value={`${origin}/?ref=${code}`} />
          </>
        ) : (
          <>
            <p>{WORDS.partnerNone}</p>
            <p className="setup-muted">{WORDS.partnerNoneHint}</p>
          </>
        )}
      </section>

      {!dismissed && (
        <aside className="setup-card setup-cta" aria-label={WORDS.ctaLabel}>
          <div className="setup-cta-head">
            <h2>{WORDS.ctaTitle}</h2>
            <button
              type="button"
              className="icon-button"
              aria-label={LABELS.close}
              onClick={() => setDismissed(true)}
            >
              <Icon path={CLOSE_PATH} size={18} />
            </button>
          </div>
          <p>{WORDS.ctaText}</p>
          <div className="setup-cta-actions">
            <a
              className="button"
              href={EXTENSION_STORE_URL ?? '#steps-title'}
              {...(EXTENSION_STORE_URL ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {WORDS.ctaAction}
            </a>
            <button type="button" className="button button-quiet" onClick={() => setDismissed(true)}>
              {WORDS.ctaDismiss}
            </button>
          </div>
        </aside>
      )}

      <section className="setup-steps" aria-labelledby="steps-title">
        <h2 id="steps-title">{WORDS.stepsTitle}</h2>
        <p>{WORDS.stepsIntro}</p>
        <CopyField id="search-template" label={WORDS.templateLabel} value={searchTemplate} />
        <div className="setup-browsers">
          {browsers(host).map((browser) => (
            <section key={browser.id} className="setup-card" aria-labelledby={`${browser.id}-title`}>
              <h3 id={`${browser.id}-title`}>{browser.title}</h3>
              <ol>
                {browser.steps.map((step) => (
                  <li key={step.text}>
                    {step.text}
                    {step.settings && <code className="setup-settings">{step.settings}</code>}
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
        <p className="setup-muted">
          <a href="/opensearch.xml" type="application/opensearchdescription+xml">
            {WORDS.openSearchLink}
          </a>
        </p>
      </section>
    </article>
  );
}
