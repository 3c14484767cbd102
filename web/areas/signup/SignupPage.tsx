// /partners/signup – a signed-in person becomes a partner: identity read-only, company and phone optional.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { PARTNER_NAME_FALLBACK } from '../../../common/constants';
import { PARTNER_MESSAGES } from '../../../common/messages';
import type { applyBodySchema } from '../../../common/partner';
import { applyAnswerSchema, partnerUpdateSchema } from '../../../common/partner';
import type { z } from '../../../common/zod';
import { AUTH_USER_KEY, useAuthUser } from '../../account/useAuthUser';
import { apiSend, ApiError } from '../../api/client';
import { fieldErrorsOf } from '../../api/failure';
import { showFieldErrors } from '../../components/form/serverErrors';
import { useZodForm } from '../../components/form/useZodForm';
import { usePageTitle } from '../../shell/usePageTitle';
import { affiliateLinkOf } from '../../state/referral';
import { SIGN_IN_TO_SIGNUP } from '../partners-site/CallToAction';
import { STATUS_LABELS } from '../shared/labels';
import { contactBody } from '../shared/contactBody';
import { SIGNUP_LABELS as L } from './labels';
import { OptionalField } from './OptionalField';
import './signup.css';

const DASHBOARD_PATH = '/partner/dashboard';
/** After « Vous êtes déjà partenaire », the dashboard comes once the message could be read. */
const ALREADY_PARTNER_REDIRECT_MS = 1500;

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

/** « Vous êtes déjà partenaire »: the dashboard follows. */
const isAlready = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code !== 'email_has_partner';
/** Another partner holds this e-mail (added by the admin): the server says which account to sign in with. */
const hasPartnerWithEmail = (error: unknown) =>
  error instanceof ApiError && error.code === 'email_has_partner';

/** What the error block says: the server's words for a taken e-mail, nothing when the fields say it, else ours. */
function failureOf(error: Error | null): string | null {
  if (error === null || isAlready(error)) return null;
  if (hasPartnerWithEmail(error)) return error.message;
  if (error instanceof ApiError && error.fieldErrors.length > 0) return null;
  return PARTNER_MESSAGES.applyFailed;
}

export default function SignupPage() {
  usePageTitle(L.title);
  const { user, roles, loading } = useAuthUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The form holds the contact fields; the identity's names are added when it is sent.
  const form = useZodForm(partnerUpdateSchema, {
    reValidateMode: 'onSubmit',
    defaultValues: { company_name: '', contact_phone: '' },
  });
  const apply = useMutation({
    mutationFn: (body: z.input<typeof applyBodySchema>) =>
      apiSend('POST', '/api/partner/apply', body, applyAnswerSchema),
    onError: (error) => {
      if (!isAlready(error) && !hasPartnerWithEmail(error))
        showFieldErrors(form.setError, fieldErrorsOf(error));
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  });
  const applied = apply.data;
  const already = isAlready(apply.error);
  const failure = failureOf(apply.error);

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

  const submit = form.handleSubmit(
    (contact) =>
      apply.mutate({
        name: applicantName(user),
        ...(user.given_name && { first_name: user.given_name }),
        ...(user.family_name && { last_name: user.family_name }),
        ...contactBody(contact),
      }),
    // A new try that the fields refuse: the previous refusal no longer applies.
    () => apply.reset(),
  );

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
          control={form.control}
          name="company_name"
          label={L.company}
          autoComplete="organization"
        />
        <OptionalField
          control={form.control}
          name="contact_phone"
          label={L.phone}
          type="tel"
          autoComplete="tel"
        />
        {failure && (
          <p className="signup-failure" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button signup-wide" disabled={apply.isPending || already}>
          {apply.isPending ? PARTNER_MESSAGES.sending : L.submit}
        </button>
      </form>
    </section>
  );
}
