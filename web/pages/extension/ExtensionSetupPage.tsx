// /extension/setup – the partner code detected, the extension's call to action, the steps to make us the default engine.
import { useLocation } from 'react-router';
import { CloseButton } from '../../components/CloseButton';
import { LABELS } from '../../components/labels';
import { usePageTitle } from '../../shell/usePageTitle';
import { isBoolean, useLocalSetting } from '../../state/localSetting';
import { affiliateLinkOf } from '../../state/referral';
import { referralCodeFromCookies, referralCodeFromSearch } from '../../state/referralCookie';
import { usePageContext } from '../../shell/pageContext';
import { CopyField } from './CopyField';
import { browsers, EXTENSION_LABELS as L } from './labels';
import './extension.css';

/** The localStorage key of the extension call to action's dismissal. */
export const EXTENSION_CTA_DISMISSED_KEY = 'extensionCtaDismissed';
/** The extension's store page: none published yet, so the call to action leads to the manual steps. */
const EXTENSION_STORE_URL: string | null = null;

export default function ExtensionSetupPage() {
  usePageTitle(L.title);
  const { search } = useLocation();
  // The URL's code first (it may be newer than the cookie), then the one kept in pa_ref.
  const { origin, cookies } = usePageContext();
  const code = referralCodeFromSearch(search) ?? referralCodeFromCookies(cookies);
  const [dismissed, setDismissed] = useLocalSetting(EXTENSION_CTA_DISMISSED_KEY, false, isBoolean);
  const host = new URL(origin).host;
  const searchTemplate = `${origin}/search?q=%s`;

  return (
    <article className="setup" aria-labelledby="setup-title">
      <h1 id="setup-title">{L.title}</h1>
      <p className="setup-intro">{L.intro}</p>

      <section className="setup-card" aria-labelledby="partner-title" data-testid="partner-code">
        <h2 id="partner-title">{L.partnerTitle}</h2>
        {code ? (
          <>
            <p>
              {L.partnerDetected} <strong className="setup-code">{code}</strong>
            </p>
            <p className="setup-muted">{L.partnerKept}</p>
            <CopyField id="affiliate-link" label={L.linkLabel} value={affiliateLinkOf(code, origin)} />
          </>
        ) : (
          <>
            <p>{L.partnerNone}</p>
            <p className="setup-muted">{L.partnerNoneHint}</p>
          </>
        )}
      </section>

      {!dismissed && (
        <aside className="setup-card setup-cta" aria-label={L.ctaLabel}>
          <div className="setup-cta-head">
            <h2>{L.ctaTitle}</h2>
            <CloseButton label={LABELS.close} onClick={() => setDismissed(true)} />
          </div>
          <p>{L.ctaText}</p>
          <div className="setup-cta-actions">
            <a
              className="button"
              href={EXTENSION_STORE_URL ?? '#steps-title'}
              {...(EXTENSION_STORE_URL ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {EXTENSION_STORE_URL ? L.ctaInstall : L.ctaSteps}
            </a>
            <button type="button" className="button button-quiet" onClick={() => setDismissed(true)}>
              {L.ctaDismiss}
            </button>
          </div>
        </aside>
      )}

      <section className="setup-steps" aria-labelledby="steps-title">
        <h2 id="steps-title">{L.stepsTitle}</h2>
        <p>{L.stepsIntro}</p>
        <CopyField id="search-template" label={L.templateLabel} value={searchTemplate} />
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
            {L.openSearchLink}
          </a>
        </p>
      </section>
    </article>
  );
}
