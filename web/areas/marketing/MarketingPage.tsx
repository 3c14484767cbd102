// /partners/* – the marketing chunk. TODO(issue 5): landing, how-it-works and signup pages.
import { ErrorPage } from '../../pages/errors/ErrorPage';

export default function MarketingPage() {
  return <ErrorPage status={404} />;
}
