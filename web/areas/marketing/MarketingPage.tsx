// /partners, /partners/how-it-works, /partners/signup – the marketing chunk.
import { ErrorPage } from '../../pages/errors/ErrorPage';

// TODO(issue 5): the landing, how-it-works and signup pages (MUI lives in this chunk).
export default function MarketingPage() {
  return <ErrorPage status={404} />;
}
