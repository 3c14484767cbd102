// / – the logo, the search box and one ad slot.
import { Logo } from '../../shell/Logo';
import { usePageTitle } from '../../shell/usePageTitle';
import { AdSlot } from '../../ad-slot/AdSlot';
import { SearchBox } from '../../search/SearchBox';
import { useSettings } from '../../account/useSettings';

export function HomePage() {
  usePageTitle();
  const { defaultTab } = useSettings();
  return (
    <section className="home">
      <h1 className="home-logo">
        <Logo size="big" />
      </h1>
      {/* The settings' default tab is where a search from here goes; keyed, as the box takes its tab once. */}
      <SearchBox key={defaultTab} big initialTab={defaultTab} />
      <AdSlot slot="home" />
    </section>
  );
}
