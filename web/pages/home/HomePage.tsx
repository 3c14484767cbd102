// / – the logo and the search box.
import { Logo } from '../../shell/Logo';
import { usePageTitle } from '../../shell/usePageTitle';
import { SearchBox } from '../../search/SearchBox';

export function HomePage() {
  usePageTitle();
  return (
    <section className="home">
      <h1 className="home-logo">
        <Logo size="big" />
      </h1>
      <SearchBox big />
    </section>
  );
}
