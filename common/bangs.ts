// The shipped bangs: `!w lyon` goes straight to that site's own search. Shared by the server, which answers
// them with a redirect, and the help page, which lists them.
import { searchQueryText } from './search';
import { z } from './zod';

export const BANG_CATEGORIES = [
  'Encyclopédies et dictionnaires',
  'Traduction',
  'Moteurs de recherche',
  'Cartes et déplacements',
  'Services publics',
  'Actualités',
  'Achats',
  'Voyages',
  'Vie pratique',
  'Films, musique et jeux',
  'Réseaux sociaux',
  'Développement',
  'Recherche et archives',
] as const;
export type BangCategory = (typeof BANG_CATEGORIES)[number];

/** `url` holds `{q}`, replaced by the encoded query; `home` is where the bang alone leads (else the URL's origin). */
export type Bang = {
  triggers: readonly string[];
  name: string;
  category: BangCategory;
  url: string;
  home?: string;
};

const bang = (
  category: BangCategory,
  triggers: string[],
  name: string,
  url: string,
  home?: string,
): Bang => ({
  triggers,
  name,
  category,
  url,
  ...(home && { home }),
});

const wiki = (lang: string) => `https://${lang}.wikipedia.org/w/index.php?search={q}`;
const [KNOW, WORDS, ENGINES, MAPS, PUBLIC, NEWS, SHOP, TRAVEL, LIFE, FUN, SOCIAL, DEV, SCIENCE] =
  BANG_CATEGORIES;

export const BANGS: readonly Bang[] = [
  bang(KNOW, ['w', 'wfr', 'wikipedia'], 'Wikipédia', wiki('fr')),
  bang(KNOW, ['wen'], 'Wikipédia en anglais', wiki('en')),
  bang(KNOW, ['wde'], 'Wikipédia en allemand', wiki('de')),
  bang(KNOW, ['wes'], 'Wikipédia en espagnol', wiki('es')),
  bang(KNOW, ['wit'], 'Wikipédia en italien', wiki('it')),
  bang(KNOW, ['wikt', 'wiktionnaire'], 'Wiktionnaire', 'https://fr.wiktionary.org/w/index.php?search={q}'),
  bang(KNOW, ['wikisource'], 'Wikisource', 'https://fr.wikisource.org/w/index.php?search={q}'),
  bang(KNOW, ['wikidata'], 'Wikidata', 'https://www.wikidata.org/w/index.php?search={q}'),
  bang(KNOW, ['commons'], 'Wikimedia Commons', 'https://commons.wikimedia.org/w/index.php?search={q}'),
  bang(KNOW, ['larousse'], 'Dictionnaire Larousse', 'https://www.larousse.fr/dictionnaires/francais/{q}'),
  bang(KNOW, ['cnrtl'], 'CNRTL, définitions', 'https://www.cnrtl.fr/definition/{q}'),
  bang(KNOW, ['wolfram', 'wa'], 'WolframAlpha, calculs', 'https://www.wolframalpha.com/input?i={q}'),
  bang(
    KNOW,
    ['conj'],
    'Conjugaison (Le Conjugueur)',
    'https://leconjugueur.lefigaro.fr/conjugaison/verbe/{q}.html',
  ),
  bang(KNOW, ['syn'], 'Synonymes (CRISCO, Unicaen)', 'https://crisco4.unicaen.fr/des/synonymes/{q}'),

  bang(WORDS, ['deepl'], 'DeepL Traducteur', 'https://www.deepl.com/translator#auto/fr/{q}'),
  bang(
    WORDS,
    ['gt', 'traduire'],
    'Google Traduction',
    'https://translate.google.com/?sl=auto&tl=fr&text={q}',
  ),
  bang(
    WORDS,
    ['reverso'],
    'Reverso Context, anglais-français',
    'https://context.reverso.net/traduction/anglais-francais/{q}',
  ),
  bang(WORDS, ['wr'], 'WordReference, anglais-français', 'https://www.wordreference.com/enfr/{q}'),
  bang(
    WORDS,
    ['linguee'],
    'Linguee, français-anglais',
    'https://www.linguee.fr/francais-anglais/search?query={q}',
  ),

  bang(ENGINES, ['g', 'google'], 'Google', 'https://www.google.fr/search?q={q}'),
  bang(ENGINES, ['gi', 'images'], 'Google Images', 'https://www.google.fr/search?tbm=isch&q={q}'),
  bang(
    ENGINES,
    ['gnews'],
    'Google Actualités',
    'https://news.google.com/search?q={q}&hl=fr&gl=FR&ceid=FR:fr',
  ),
  bang(ENGINES, ['ddg'], 'DuckDuckGo', 'https://duckduckgo.com/?q={q}'),
  bang(ENGINES, ['qwant'], 'Qwant', 'https://www.qwant.com/?q={q}'),
  bang(ENGINES, ['ecosia'], 'Ecosia', 'https://www.ecosia.org/search?q={q}'),
  bang(ENGINES, ['bing'], 'Bing', 'https://www.bing.com/search?q={q}'),
  bang(ENGINES, ['startpage'], 'Startpage', 'https://www.startpage.com/do/search?q={q}'),
  bang(ENGINES, ['brave'], 'Brave Search', 'https://search.brave.com/search?q={q}'),

  bang(MAPS, ['carte', 'osm'], 'OpenStreetMap', 'https://www.openstreetmap.org/search?query={q}'),
  bang(MAPS, ['gmaps', 'maps'], 'Google Maps', 'https://www.google.com/maps/search/{q}'),
  bang(MAPS, ['sncf'], 'SNCF Connect', 'https://www.sncf-connect.com/app/home/search?destinationLabel={q}'),
  bang(MAPS, ['ratp'], 'RATP', 'https://www.ratp.fr/recherche?search={q}'),
  bang(MAPS, ['blablacar'], 'BlaBlaCar, covoiturage', 'https://www.blablacar.fr/search?tn={q}'),
  bang(MAPS, ['trainline'], 'Trainline', 'https://www.thetrainline.com/fr/horaires-train/{q}'),

  bang(
    PUBLIC,
    ['sp', 'service-public'],
    'Service-Public.fr',
    'https://www.service-public.fr/particuliers/recherche?keyword={q}',
  ),
  bang(PUBLIC, ['legifrance'], 'Légifrance', 'https://www.legifrance.gouv.fr/search/all?query={q}'),
  bang(PUBLIC, ['impots'], 'impots.gouv.fr', 'https://www.impots.gouv.fr/recherche/{q}'),
  bang(PUBLIC, ['ameli'], 'Assurance Maladie (ameli)', 'https://www.ameli.fr/recherche?query={q}'),
  bang(
    PUBLIC,
    ['caf'],
    'Caisse d’allocations familiales',
    'https://www.caf.fr/recherche?search_api_fulltext={q}',
  ),
  bang(
    PUBLIC,
    ['francetravail', 'pole'],
    'France Travail, offres d’emploi',
    'https://candidat.francetravail.fr/offres/recherche?motsCles={q}',
  ),
  bang(PUBLIC, ['insee'], 'Insee, statistiques', 'https://www.insee.fr/fr/recherche?q={q}'),
  bang(
    PUBLIC,
    ['data.gouv', 'datagouv'],
    'data.gouv.fr, données publiques',
    'https://www.data.gouv.fr/fr/datasets/?q={q}',
  ),
  bang(
    PUBLIC,
    ['eurlex'],
    'EUR-Lex, droit de l’Union européenne',
    'https://eur-lex.europa.eu/search.html?text={q}&scope=EURLEX&type=quick&lang=fr',
  ),

  bang(NEWS, ['lemonde'], 'Le Monde', 'https://www.lemonde.fr/recherche/?search_keywords={q}'),
  bang(NEWS, ['lefigaro'], 'Le Figaro', 'https://recherche.lefigaro.fr/recherche/{q}/'),
  bang(NEWS, ['liberation', 'libe'], 'Libération', 'https://www.liberation.fr/recherche/?query={q}'),
  bang(NEWS, ['franceinfo'], 'franceinfo', 'https://www.francetvinfo.fr/recherche/?request={q}'),
  bang(NEWS, ['20min'], '20 Minutes', 'https://www.20minutes.fr/search?q={q}'),
  bang(NEWS, ['ouestfrance'], 'Ouest-France', 'https://www.ouest-france.fr/recherche/?q={q}'),
  bang(NEWS, ['lesechos'], 'Les Échos', 'https://www.lesechos.fr/recherche?q={q}'),
  bang(NEWS, ['boursorama'], 'Boursorama, cours de bourse', 'https://www.boursorama.com/recherche/{q}/'),
  bang(NEWS, ['arte'], 'Arte', 'https://www.arte.tv/fr/search/?q={q}'),
  bang(NEWS, ['ina'], 'INA, archives audiovisuelles', 'https://www.ina.fr/recherche?q={q}'),

  bang(
    SHOP,
    ['lbc', 'leboncoin'],
    'Leboncoin, petites annonces',
    'https://www.leboncoin.fr/recherche?text={q}',
  ),
  bang(SHOP, ['amazon', 'a'], 'Amazon.fr', 'https://www.amazon.fr/s?k={q}'),
  bang(SHOP, ['fnac'], 'Fnac', 'https://www.fnac.com/SearchResult/ResultList.aspx?Search={q}'),
  bang(SHOP, ['cdiscount'], 'Cdiscount', 'https://www.cdiscount.com/search/10/{q}.html'),
  bang(SHOP, ['darty'], 'Darty', 'https://www.darty.com/nav/recherche?text={q}'),
  bang(SHOP, ['boulanger'], 'Boulanger', 'https://www.boulanger.com/resultats?tr={q}'),
  bang(SHOP, ['decathlon'], 'Decathlon', 'https://www.decathlon.fr/search?Ntt={q}'),
  bang(SHOP, ['ikea'], 'IKEA France', 'https://www.ikea.com/fr/fr/search/?q={q}'),
  bang(SHOP, ['vinted'], 'Vinted', 'https://www.vinted.fr/catalog?search_text={q}'),
  bang(SHOP, ['backmarket'], 'Back Market, reconditionné', 'https://www.backmarket.fr/fr-fr/search?q={q}'),
  bang(SHOP, ['ebay'], 'eBay France', 'https://www.ebay.fr/sch/i.html?_nkw={q}'),
  bang(SHOP, ['aliexpress'], 'AliExpress', 'https://fr.aliexpress.com/wholesale?SearchText={q}'),
  bang(
    SHOP,
    ['off', 'openfoodfacts'],
    'Open Food Facts, produits alimentaires',
    'https://fr.openfoodfacts.org/cgi/search.pl?search_terms={q}&search_simple=1',
  ),

  bang(TRAVEL, ['booking'], 'Booking.com', 'https://www.booking.com/searchresults.fr.html?ss={q}'),
  bang(TRAVEL, ['airbnb'], 'Airbnb', 'https://www.airbnb.fr/s/{q}/homes'),
  bang(TRAVEL, ['tripadvisor', 'ta'], 'Tripadvisor', 'https://www.tripadvisor.fr/Search?q={q}'),

  bang(LIFE, ['marmiton'], 'Marmiton, recettes', 'https://www.marmiton.org/recettes/recherche.aspx?aqt={q}'),
  bang(LIFE, ['doctolib'], 'Doctolib, rendez-vous médicaux', 'https://www.doctolib.fr/search?query={q}'),
  bang(
    LIFE,
    ['pagesjaunes', 'pj'],
    'PagesJaunes',
    'https://www.pagesjaunes.fr/annuaire/chercherlespros?quoiqui={q}',
  ),
  bang(LIFE, ['meteo', 'meteofrance'], 'Météo-France', 'https://meteofrance.com/recherche?q={q}'),
  bang(LIFE, ['indeed'], 'Indeed, offres d’emploi', 'https://fr.indeed.com/jobs?q={q}'),
  bang(
    LIFE,
    ['wttj'],
    'Welcome to the Jungle, offres d’emploi',
    'https://www.welcometothejungle.com/fr/jobs?query={q}',
  ),

  bang(FUN, ['yt', 'youtube'], 'YouTube', 'https://www.youtube.com/results?search_query={q}'),
  bang(FUN, ['imdb'], 'IMDb, films et séries', 'https://www.imdb.com/find/?q={q}'),
  bang(FUN, ['allocine'], 'AlloCiné', 'https://www.allocine.fr/rechercher/?q={q}'),
  bang(FUN, ['senscritique', 'sc'], 'SensCritique', 'https://www.senscritique.com/search?query={q}'),
  bang(FUN, ['deezer'], 'Deezer', 'https://www.deezer.com/search/{q}'),
  bang(FUN, ['spotify'], 'Spotify', 'https://open.spotify.com/search/{q}'),
  bang(FUN, ['soundcloud'], 'SoundCloud', 'https://soundcloud.com/search?q={q}'),
  bang(FUN, ['genius'], 'Genius, paroles de chansons', 'https://genius.com/search?q={q}'),
  bang(FUN, ['twitch'], 'Twitch', 'https://www.twitch.tv/search?term={q}'),
  bang(FUN, ['steam'], 'Steam, jeux vidéo', 'https://store.steampowered.com/search/?term={q}'),
  bang(FUN, ['francetv'], 'france.tv', 'https://www.france.tv/recherche/?q={q}'),
  bang(FUN, ['radiofrance'], 'Radio France', 'https://www.radiofrance.fr/recherche?term={q}'),

  bang(SOCIAL, ['x', 'twitter'], 'X (anciennement Twitter)', 'https://x.com/search?q={q}'),
  bang(SOCIAL, ['reddit', 'r'], 'Reddit', 'https://www.reddit.com/search/?q={q}'),
  bang(SOCIAL, ['bsky', 'bluesky'], 'Bluesky', 'https://bsky.app/search?q={q}'),
  bang(SOCIAL, ['linkedin'], 'LinkedIn', 'https://www.linkedin.com/search/results/all/?keywords={q}'),
  bang(SOCIAL, ['facebook', 'fb'], 'Facebook', 'https://www.facebook.com/search/top/?q={q}'),
  bang(SOCIAL, ['pinterest'], 'Pinterest', 'https://www.pinterest.fr/search/pins/?q={q}'),

  bang(DEV, ['github', 'gh'], 'GitHub', 'https://github.com/search?q={q}'),
  bang(DEV, ['gitlab'], 'GitLab', 'https://gitlab.com/search?search={q}'),
  bang(DEV, ['mdn'], 'MDN, documentation du Web', 'https://developer.mozilla.org/fr/search?q={q}'),
  bang(DEV, ['so', 'stackoverflow'], 'Stack Overflow', 'https://stackoverflow.com/search?q={q}'),
  bang(DEV, ['npm'], 'npm, paquets JavaScript', 'https://www.npmjs.com/search?q={q}'),
  bang(DEV, ['pypi'], 'PyPI, paquets Python', 'https://pypi.org/search/?q={q}'),
  bang(DEV, ['crates'], 'crates.io, paquets Rust', 'https://crates.io/search?q={q}'),
  bang(DEV, ['docker'], 'Docker Hub', 'https://hub.docker.com/search?q={q}'),
  bang(DEV, ['caniuse'], 'Can I use, compatibilité des navigateurs', 'https://caniuse.com/?search={q}'),

  bang(SCIENCE, ['scholar', 'gs'], 'Google Scholar', 'https://scholar.google.com/scholar?q={q}'),
  bang(SCIENCE, ['arxiv'], 'arXiv, prépublications', 'https://arxiv.org/search/?query={q}&searchtype=all'),
  bang(SCIENCE, ['hal'], 'HAL, archive ouverte', 'https://hal.science/search/index/?q={q}'),
  bang(SCIENCE, ['pubmed'], 'PubMed, articles médicaux', 'https://pubmed.ncbi.nlm.nih.gov/?term={q}'),
  bang(SCIENCE, ['persee'], 'Persée, revues scientifiques', 'https://www.persee.fr/search?q={q}'),
  bang(
    SCIENCE,
    ['cairn'],
    'Cairn.info, revues et ouvrages',
    'https://www.cairn.info/resultats_recherche.php?searchTerm={q}',
  ),
  bang(SCIENCE, ['theses'], 'theses.fr, thèses françaises', 'https://theses.fr/resultats?q={q}'),
  bang(
    SCIENCE,
    ['gallica'],
    'Gallica, bibliothèque numérique de la BnF',
    'https://gallica.bnf.fr/services/engine/search/sru?operation=searchRetrieve&version=1.2&query=%28gallica%20all%20%22{q}%22%29',
  ),
  bang(SCIENCE, ['bnf'], 'Catalogue de la BnF', 'https://catalogue.bnf.fr/rechercher.do?motRecherche={q}'),
  bang(
    SCIENCE,
    ['sudoc'],
    'Sudoc, catalogue des bibliothèques universitaires',
    'https://www.sudoc.abes.fr/cbs/DB=2.1/CMD?ACT=SRCHA&IKT=1016&TRM={q}',
  ),
  bang(SCIENCE, ['archive', 'ia'], 'Internet Archive', 'https://archive.org/search?query={q}'),
  bang(SCIENCE, ['wayback', 'wb'], 'Wayback Machine, pages archivées', 'https://web.archive.org/web/*/{q}'),
];

/** The results page's query, read for a bang before the page is drawn. */
export const bangQuerySchema = z.object({ q: searchQueryText });
