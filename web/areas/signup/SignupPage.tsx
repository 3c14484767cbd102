// /partners/signup – a signed-in person becomes a partner: identity read-only, company and phone optional.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PARTNER_NAME_FALLBACK } from '../../../common/constants';
import { PARTNER_MESSAGES } from '../../../common/messages';
import { applyAnswerSchema, type PartnerStatus } from '../../../common/partner';
import { useAuthUser } from '../../account/useAuthUser';
import { apiSend, ApiError } from '../../api/client';
import { fieldErrorsOf } from '../../api/failure';
import { usePageTitle } from '../../shell/usePageTitle';
import { affiliateLinkOf } from '../../state/referral';
import { SIGN_IN_TO_SIGNUP } from '../partners-site/CallToAction';
import { STATUS_LABELS } from '../shared/labels';
import { contactBody, contactErrors, type ContactErrors } from '../shared/contactErrors';
import { SIGNUP_LABELS as L } from './labels';
import { OptionalField } from './OptionalField';
import './signup.css';

const DASHBOARD_PATH = '/partner/dashboard';
/** After « Vous êtes déjà partenaire », the dashboard comes once the message could be read. */
const ALREADY_PARTNER_REDIRECT_MS = 1500;

type Applied = { code: string; status: PartnerStatus };

/** Spec: the identity's name, else given + family names, else the e-mail's local part, else "Partenaire". */
export function applicantName(user: {
  name: string;
  given_name: string | null;
  family_name: string | null;
  email: string;
}) {
  const joined = [user.given_name, user.family_name].filter(Boolean).join(' ').trim();
  return user.name.trim() || joined || user.email.split('@')[0]?.trim() || PARTNER_NAME_FALLBACK;
}

export default function SignupPage() {
  usePageTitle(L.title);
  const { user, roles, loading } = useAuthUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [company, setCompany] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [already, setAlready] = useState(false);
  const [applied, setApplied] = useState<Applied | null>(null);

  useEffect(() => {
    if (loading || applied) return;
    // Spec: without a session, straight to the sign-in start; a partner goes to the dashboard.
    if (!user) window.location.replace(SIGN_IN_TO_SIGNUP);
    else if (roles.isPartner) void navigate(DASHBOARD_PATH, { replace: true });
  }, [loading, user, roles.isPartner, applied, navigate]);

  useEffect(() => {
    if (!already) return;
    const timer = setTimeout(
      () => void navigate(DASHBOARD_PATH, { replace: true }),
      ALREADY_PARTNER_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [already, navigate]);

  if (loading || !user)
    return (
      <section className="signup" aria-busy="true">
        {!loading && <p className="signup-note">{PARTNER_MESSAGES.signInRequired}</p>}
      </section>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const contact = { company_name: company, contact_phone: phone };
    const found = contactErrors(contact);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !user) return;
    setSending(true);
    try {
      const answer = await apiSend(
        'POST',
        '/api/partner/apply',
        {
          name: applicantName(user),
          ...(user.given_name && { first_name: user.given_name }),
          ...(user.family_name && { last_name: user.family_name }),
          ...contactBody(contact),
        },
        applyAnswerSchema,
      );
      setApplied({ code: answer.code, status: answer.status });
      void queryClient.invalidateQueries({ queryKey: ['auth-user'] });
    } catch (error) {
      // Another partner holds this e-mail (added by the admin): the server says which account to sign in with.
      if (error instanceof ApiError && error.code === 'email_has_partner') setFailure(error.message);
      else if (error instanceof ApiError && error.status === 409) setAlready(true);
      else if (error instanceof ApiError && error.fieldErrors.length > 0) setErrors(fieldErrorsOf(error));
      else setFailure(PARTNER_MESSAGES.applyFailed);
    } finally {
      setSending(false);
    }
  }

  if (applied) {
    const link = affiliateLinkOf(applied.code);
    return (
      <section className="signup">
        <h1>{L.welcome}</h1>
        <dl className="signup-result">
          <dt>{L.code}</dt>
          <dd data-testid="partner-code">{applied.code}</dd>
          <dt>{L.status}</dt>
          <dd>{STATUS_LABELS[applied.status]}</dd>
          <dt>{L.link}</dt>
          <dd>
            <code data-testid="affiliate-link">{link}</code>
          </dd>
        </dl>
        <p>{applied.status === 'active' ? L.activeText : L.pendingText}</p>
        <Link className="button" to={DASHBOARD_PATH}>
          {L.toDashboard}
        </Link>
      </section>
    );
  }

  return (
    <section className="signup">
      <h1>{L.title}</h1>
      <p className="signup-lead">{L.lead}</p>
      {already && (
        <p className="signup-info" role="status">
          {PARTNER_MESSAGES.alreadyPartner}
        </p>
      )}
      <form className="signup-form" noValidate onSubmit={(e) => void submit(e)}>
        <label>
          {L.lastName}
          <input value={user.family_name ?? ''} readOnly />
        </label>
        <label>
          {L.firstName}
          <input value={user.given_name ?? ''} readOnly />
        </label>
        <label className="signup-wide">
          {L.email}
          <input value={user.email} readOnly />
        </label>
        <OptionalField
          label={L.company}
          value={company}
          onChange={setCompany}
          error={errors.company_name}
          errorId="company-error"
          autoComplete="organization"
        />
        <OptionalField
          label={L.phone}
          type="tel"
          value={phone}
          onChange={setPhone}
          error={errors.contact_phone}
          errorId="phone-error"
          autoComplete="tel"
        />
        {failure && (
          <p className="signup-failure" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button signup-wide" disabled={sending || already}>
          {sending ? PARTNER_MESSAGES.sending : L.submit}
        </button>
      </form>
    </section>
  );
}
