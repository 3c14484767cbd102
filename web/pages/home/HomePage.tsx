// / – the logo, the search box and one ad slot.
import { Logo } from '../../shell/Logo';
import { usePageTitle } from '../../shell/usePageTitle';
import { AdSlot } from '../../ad-slot/AdSlot';
import { SearchBox } from '../../search/SearchBox';

export function HomePage() {
  usePageTitle();
  return (
    <section className="home">
      <h1 className="home-logo">
        <Logo size="big" />
      </h1>
      <SearchBox big />
      <AdSlot slot="home" />
    </section>
  );
}
