// / – the logo and the search box.
import { useEffect } from 'react';
import { LABELS } from '../../shell/labels';
import { SearchBox } from './SearchBox';

export function HomePage() {
  useEffect(() => void (document.title = LABELS.brand), []);
  return (
    <section className="home">
      <h1 className="home-logo logo">{LABELS.brand}</h1>
      <SearchBox big />
    </section>
  );
}
