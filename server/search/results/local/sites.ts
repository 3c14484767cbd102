// Well-known destinations a French portal must answer offline, written by us: the major sites and
// services, then monuments, museums and parks, each with its official address and one factual line.

export type Site = {
  /** The name people type, first in the title (it becomes a suggestion too). */
  name: string;
  /** What it is, after the name in the title. */
  what: string;
  url: string;
  /** One factual sentence in French; other names people know it by belong here. */
  about: string;
  /** The address is the page's Wikipedia article, not an official site (a person has none). */
  article?: true;
};

export const SITES: Site[] = [
  // Search, mail, encyclopedia, social networks.
  {
    name: 'Google',
    what: 'moteur de recherche',
    url: 'https://www.google.fr/',
    about: 'Le moteur de recherche de Google en français : pages web, images, actualités, cartes et vidéos.',
  },
  {
    name: 'Gmail',
    what: 'messagerie de Google',
    url: 'https://mail.google.com/',
    about: 'La boîte mail gratuite de Google : courriels, contacts et agenda avec un compte Google.',
  },
  {
    name: 'Google Maps',
    what: 'cartes et itinéraires',
    url: 'https://www.google.fr/maps',
    about:
      'Les cartes de Google : plans, itinéraires en voiture, à pied ou en transports, adresses et commerces.',
  },
  {
    name: 'Google Traduction',
    what: 'traducteur en ligne',
    url: 'https://translate.google.fr/',
    about: 'Le traducteur gratuit de Google : textes, documents et pages web dans plus de cent langues.',
  },
  {
    name: 'DeepL',
    what: 'traducteur en ligne',
    url: 'https://www.deepl.com/fr/translator',
    about: 'Traducteur automatique conçu en Allemagne, réputé pour la qualité de ses traductions.',
  },
  {
    name: 'Outlook',
    what: 'messagerie de Microsoft',
    url: 'https://outlook.live.com/',
    about: 'La boîte mail gratuite de Microsoft (anciennement Hotmail) : courriels, calendrier et contacts.',
  },
  {
    name: 'Yahoo',
    what: 'portail et messagerie',
    url: 'https://fr.yahoo.com/',
    about: 'Portail d’actualités et boîte mail Yahoo Mail.',
  },
  {
    name: 'Qwant',
    what: 'moteur de recherche',
    url: 'https://www.qwant.com/',
    about: 'Moteur de recherche français qui ne trace pas ses utilisateurs.',
  },
  {
    name: 'ChatGPT',
    what: 'assistant conversationnel',
    url: 'https://chatgpt.com/',
    about: 'L’assistant conversationnel d’OpenAI, qui répond aux questions et rédige des textes.',
  },
  {
    name: 'Wikipédia',
    what: 'l’encyclopédie libre',
    url: 'https://fr.wikipedia.org/',
    about: 'L’encyclopédie libre et collaborative en français (Wikipedia), écrite par ses lecteurs.',
  },
  {
    name: 'Facebook',
    what: 'réseau social',
    url: 'https://www.facebook.com/',
    about: 'Réseau social de Meta : profils, pages, groupes, Marketplace et Messenger.',
  },
  {
    name: 'Instagram',
    what: 'réseau social de photos',
    url: 'https://www.instagram.com/',
    about: 'Réseau social de Meta pour partager photos, vidéos courtes (Reels) et stories.',
  },
  {
    name: 'WhatsApp',
    what: 'messagerie instantanée',
    url: 'https://www.whatsapp.com/',
    about:
      'Messagerie de Meta : messages, appels et groupes chiffrés de bout en bout, sur téléphone et ordinateur.',
  },
  {
    name: 'X',
    what: 'réseau social (anciennement Twitter)',
    url: 'https://x.com/',
    about: 'Réseau social de messages courts, connu sous le nom de Twitter jusqu’en 2023.',
  },
  {
    name: 'LinkedIn',
    what: 'réseau professionnel',
    url: 'https://fr.linkedin.com/',
    about: 'Réseau social professionnel : CV en ligne, offres d’emploi et contacts.',
  },
  {
    name: 'TikTok',
    what: 'vidéos courtes',
    url: 'https://www.tiktok.com/',
    about: 'Réseau social de vidéos courtes verticales.',
  },
  {
    name: 'Snapchat',
    what: 'messagerie photo',
    url: 'https://www.snapchat.com/',
    about: 'Messagerie de photos et vidéos éphémères, avec filtres et stories.',
  },
  {
    name: 'Pinterest',
    what: 'idées en images',
    url: 'https://www.pinterest.fr/',
    about: 'Réseau d’images à épingler : idées de décoration, de cuisine, de mode et de bricolage.',
  },
  // Video, music, cinema, television.
  {
    name: 'YouTube',
    what: 'vidéos en ligne',
    url: 'https://www.youtube.com/',
    about: 'La plateforme de vidéos de Google : chaînes, clips musicaux, directs et tutoriels.',
  },
  {
    name: 'Netflix',
    what: 'films et séries en streaming',
    url: 'https://www.netflix.com/fr/',
    about: 'Service de vidéo à la demande par abonnement : films, séries et documentaires.',
  },
  {
    name: 'Twitch',
    what: 'directs vidéo',
    url: 'https://www.twitch.tv/',
    about: 'Plateforme de diffusion en direct, surtout de jeux vidéo et de discussions.',
  },
  {
    name: 'Deezer',
    what: 'musique en streaming',
    url: 'https://www.deezer.com/fr/',
    about: 'Service français d’écoute de musique et de podcasts en streaming.',
  },
  {
    name: 'Spotify',
    what: 'musique en streaming',
    url: 'https://open.spotify.com/',
    about: 'Service d’écoute de musique et de podcasts en streaming.',
  },
  {
    name: 'AlloCiné',
    what: 'cinéma, films et séries',
    url: 'https://www.allocine.fr/',
    about: 'Horaires des séances de cinéma, bandes-annonces, critiques de films et de séries.',
  },
  {
    name: 'france.tv',
    what: 'télévision publique en replay',
    url: 'https://www.france.tv/',
    about: 'Les chaînes de France Télévisions (France 2, France 3, France 5) en direct et en replay.',
  },
  {
    name: 'TF1+',
    what: 'chaînes du groupe TF1 en replay',
    url: 'https://www.tf1.fr/',
    about: 'TF1, TMC, TFX et LCI en direct et en replay, séries et émissions.',
  },
  {
    name: 'Arte',
    what: 'chaîne culturelle européenne',
    url: 'https://www.arte.tv/fr/',
    about: 'La chaîne culturelle franco-allemande : documentaires, films et concerts en replay.',
  },
  {
    name: 'Radio France',
    what: 'radios publiques',
    url: 'https://www.radiofrance.fr/',
    about: 'France Inter, franceinfo, France Culture, France Musique et FIP en direct et en podcasts.',
  },
  // News.
  {
    name: 'Le Monde',
    what: 'journal d’information',
    url: 'https://www.lemonde.fr/',
    about:
      'Quotidien national d’information : actualités en France et dans le monde, politique, économie, culture.',
  },
  {
    name: 'Le Figaro',
    what: 'journal d’information',
    url: 'https://www.lefigaro.fr/',
    about: 'Quotidien national d’information : actualités, politique, économie, sport et culture.',
  },
  {
    name: 'Libération',
    what: 'journal d’information',
    url: 'https://www.liberation.fr/',
    about: 'Quotidien national d’information fondé en 1973.',
  },
  {
    name: 'Le Parisien',
    what: 'journal d’information',
    url: 'https://www.leparisien.fr/',
    about: 'Quotidien d’information générale et d’actualité de Paris et de l’Île-de-France.',
  },
  {
    name: 'Ouest-France',
    what: 'journal régional',
    url: 'https://www.ouest-france.fr/',
    about:
      'Premier quotidien régional français : actualités de Bretagne, de Normandie et des Pays de la Loire.',
  },
  {
    name: 'franceinfo',
    what: 'actualités en continu',
    url: 'https://www.francetvinfo.fr/',
    about: 'L’information en continu du service public : France Info, radio, télévision et site.',
  },
  {
    name: 'BFMTV',
    what: 'chaîne d’information en continu',
    url: 'https://www.bfmtv.com/',
    about: 'Chaîne d’information en continu : actualités en direct, politique, faits divers.',
  },
  {
    name: '20 Minutes',
    what: 'journal d’information',
    url: 'https://www.20minutes.fr/',
    about: 'Quotidien d’information gratuit : actualités nationales et locales.',
  },
  {
    name: 'L’Équipe',
    what: 'journal du sport',
    url: 'https://www.lequipe.fr/',
    about: 'Quotidien sportif : football, rugby, tennis, cyclisme, résultats et directs.',
  },
  // Public services.
  {
    name: 'Service-Public.fr',
    what: 'le site officiel de l’administration française',
    url: 'https://www.service-public.fr/',
    about:
      'Droits et démarches des particuliers : carte grise, passeport, carte d’identité, état civil, logement, travail.',
  },
  {
    name: 'impots.gouv.fr',
    what: 'impôts et déclaration de revenus',
    url: 'https://www.impots.gouv.fr/',
    about:
      'Le site des impôts : déclarer ses revenus, payer ses impôts, espace particulier et professionnel.',
  },
  {
    name: 'ameli',
    what: 'l’Assurance Maladie',
    url: 'https://www.ameli.fr/',
    about: 'Le site de l’Assurance Maladie (Sécurité sociale) : compte ameli, remboursements, carte Vitale.',
  },
  {
    name: 'CAF',
    what: 'Caisse d’allocations familiales',
    url: 'https://www.caf.fr/',
    about:
      'Allocations familiales, aides au logement (APL), RSA et prime d’activité : simulations et démarches.',
  },
  {
    name: 'France Travail',
    what: 'emploi et chômage',
    url: 'https://www.francetravail.fr/',
    about:
      'Le service public de l’emploi, anciennement Pôle emploi : offres d’emploi, inscription, indemnisation.',
  },
  {
    name: 'ANTS',
    what: 'Agence nationale des titres sécurisés',
    url: 'https://ants.gouv.fr/',
    about:
      'Démarches en ligne pour la carte grise, le permis de conduire, la carte d’identité et le passeport.',
  },
  {
    name: 'Légifrance',
    what: 'le droit français',
    url: 'https://www.legifrance.gouv.fr/',
    about: 'Le service public de la diffusion du droit : lois, codes, décrets et jurisprudence.',
  },
  {
    name: 'Urssaf',
    what: 'cotisations sociales',
    url: 'https://www.urssaf.fr/',
    about:
      'Cotisations sociales des entreprises, indépendants et particuliers employeurs, micro-entrepreneurs.',
  },
  {
    name: 'Info Retraite',
    what: 'retraite',
    url: 'https://www.info-retraite.fr/',
    about:
      'Le site commun des régimes de retraite : relevé de carrière, simulation, demande de retraite en ligne.',
  },
  {
    name: 'Parcoursup',
    what: 'admission dans l’enseignement supérieur',
    url: 'https://www.parcoursup.gouv.fr/',
    about: 'La plateforme nationale des vœux d’admission en première année d’études supérieures.',
  },
  {
    name: 'Éducation nationale',
    what: 'ministère de l’Éducation nationale',
    url: 'https://www.education.gouv.fr/',
    about: 'École, collège, lycée : calendrier scolaire, vacances, examens et bourses.',
  },
  {
    name: 'Météo-France',
    what: 'prévisions météo',
    url: 'https://meteofrance.com/',
    about: 'Le service météorologique national : prévisions par commune, vigilance, radar de pluie.',
  },
  {
    name: '3237',
    what: 'pharmacie de garde',
    url: 'https://www.3237.fr/',
    about:
      'Le service national qui indique la pharmacie de garde la plus proche, la nuit, le dimanche et les jours fériés, au 3237 ou en ligne.',
  },
  {
    name: 'Santé publique France',
    what: 'covid-19, épidémies et prévention',
    url: 'https://www.santepubliquefrance.fr/',
    about:
      'L’agence nationale de santé publique : covid-19, grippe et autres épidémies, chiffres, vaccination et prévention.',
  },
  {
    name: 'Résultats des élections',
    what: 'ministère de l’Intérieur',
    url: 'https://www.elections.interieur.gouv.fr/',
    about:
      'Les résultats officiels des élections en France : élection présidentielle, législatives, municipales, européennes, par commune et département.',
  },
  {
    name: 'La Poste',
    what: 'courrier, colis et suivi',
    url: 'https://www.laposte.fr/',
    about: 'Envoi et suivi de lettres et de colis, timbres en ligne, bureaux de poste.',
  },
  // Transport and travel.
  {
    name: 'Gare de Lyon',
    what: 'gare parisienne',
    url: 'https://www.garesetconnexions.sncf/fr/gares-services/paris-gare-de-lyon',
    about:
      'La gare de Paris vers le sud-est (Lyon, Marseille, les Alpes, la Suisse et l’Italie) : services, commerces, accès.',
  },
  {
    name: 'Gare du Nord',
    what: 'gare parisienne',
    url: 'https://www.garesetconnexions.sncf/fr/gares-services/paris-gare-du-nord',
    about: 'La gare de Paris vers Lille, la Belgique, Londres et les Pays-Bas : services, commerces, accès.',
  },
  {
    name: 'Gare Montparnasse',
    what: 'gare parisienne',
    url: 'https://www.garesetconnexions.sncf/fr/gares-services/paris-montparnasse',
    about: 'La gare de Paris vers la Bretagne et le sud-ouest : services, commerces, accès.',
  },
  {
    name: 'Gare Saint-Lazare',
    what: 'gare parisienne',
    url: 'https://www.garesetconnexions.sncf/fr/gares-services/paris-saint-lazare',
    about: 'La gare de Paris vers la Normandie et l’ouest de l’Île-de-France : services, commerces, accès.',
  },
  {
    name: 'SNCF Connect',
    what: 'billets de train',
    url: 'https://www.sncf-connect.com/',
    about: 'Le site de vente de la SNCF : billets de train TGV INOUI, Ouigo, Intercités et TER, horaires.',
  },
  {
    name: 'RATP',
    what: 'transports parisiens',
    url: 'https://www.ratp.fr/',
    about: 'Métro, RER, bus et tramway de Paris : plans, horaires et trafic en temps réel.',
  },
  {
    name: 'Air France',
    what: 'compagnie aérienne',
    url: 'https://www.airfrance.fr/',
    about: 'La compagnie aérienne nationale : réservation de vols, enregistrement en ligne.',
  },
  {
    name: 'BlaBlaCar',
    what: 'covoiturage et bus',
    url: 'https://www.blablacar.fr/',
    about: 'Covoiturage entre particuliers et trajets en bus à travers la France et l’Europe.',
  },
  {
    name: 'Booking.com',
    what: 'réservation d’hôtels',
    url: 'https://www.booking.com/',
    about: 'Réservation d’hôtels, d’appartements et de locations de vacances dans le monde entier.',
  },
  {
    name: 'Airbnb',
    what: 'locations entre particuliers',
    url: 'https://www.airbnb.fr/',
    about: 'Locations de logements de vacances entre particuliers, et activités.',
  },
  {
    name: 'Tripadvisor',
    what: 'avis de voyageurs',
    url: 'https://www.tripadvisor.fr/',
    about: 'Avis de voyageurs sur les hôtels, restaurants et activités.',
  },
  {
    name: 'Mappy',
    what: 'plans et itinéraires',
    url: 'https://fr.mappy.com/',
    about: 'Plans de ville et calcul d’itinéraires en France.',
  },
  {
    name: 'ViaMichelin',
    what: 'itinéraires et cartes',
    url: 'https://www.viamichelin.fr/',
    about: 'Itinéraires routiers avec coût des péages et du carburant, cartes et guides Michelin.',
  },
  // Shopping, classifieds, housing, work.
  {
    name: 'Amazon',
    what: 'achats en ligne',
    url: 'https://www.amazon.fr/',
    about: 'Site de vente en ligne : livres, électronique, maison, Prime Video.',
  },
  {
    name: 'Leboncoin',
    what: 'petites annonces',
    url: 'https://www.leboncoin.fr/',
    about:
      'Le bon coin, site de petites annonces entre particuliers : immobilier, voitures, emploi, objets d’occasion.',
  },
  {
    name: 'Vinted',
    what: 'vêtements d’occasion',
    url: 'https://www.vinted.fr/',
    about: 'Achat et vente de vêtements et d’objets d’occasion entre particuliers.',
  },
  {
    name: 'Cdiscount',
    what: 'achats en ligne',
    url: 'https://www.cdiscount.com/',
    about: 'Site français de vente en ligne : électroménager, high-tech, maison.',
  },
  {
    name: 'Fnac',
    what: 'culture et high-tech',
    url: 'https://www.fnac.com/',
    about: 'Livres, musique, jeux vidéo, informatique et billetterie de spectacles.',
  },
  {
    name: 'Darty',
    what: 'électroménager et high-tech',
    url: 'https://www.darty.com/',
    about: 'Électroménager, télévisions et informatique, livraison et service après-vente.',
  },
  {
    name: 'Boulanger',
    what: 'électroménager et high-tech',
    url: 'https://www.boulanger.com/',
    about: 'Électroménager, image, son et informatique.',
  },
  {
    name: 'Carrefour',
    what: 'supermarchés et courses en ligne',
    url: 'https://www.carrefour.fr/',
    about: 'Courses en ligne, drive, livraison et catalogue des magasins Carrefour.',
  },
  {
    name: 'E.Leclerc',
    what: 'supermarchés et courses en ligne',
    url: 'https://www.e.leclerc/',
    about: 'Les magasins Leclerc : drive, catalogues et promotions.',
  },
  {
    name: 'Auchan',
    what: 'supermarchés et courses en ligne',
    url: 'https://www.auchan.fr/',
    about: 'Courses en ligne, drive et magasins Auchan.',
  },
  {
    name: 'Lidl',
    what: 'supermarchés',
    url: 'https://www.lidl.fr/',
    about: 'Supermarchés discount : catalogue, promotions et magasins.',
  },
  {
    name: 'Ikea',
    what: 'meubles et décoration',
    url: 'https://www.ikea.com/fr/fr/',
    about: 'Meubles, cuisines et décoration du groupe suédois.',
  },
  {
    name: 'Leroy Merlin',
    what: 'bricolage et jardin',
    url: 'https://www.leroymerlin.fr/',
    about: 'Bricolage, matériaux, jardin et décoration.',
  },
  {
    name: 'Decathlon',
    what: 'articles de sport',
    url: 'https://www.decathlon.fr/',
    about: 'Équipements et vêtements de sport pour toutes les disciplines.',
  },
  {
    name: 'SeLoger',
    what: 'annonces immobilières',
    url: 'https://www.seloger.com/',
    about: 'Annonces immobilières : achat, vente et location d’appartements et de maisons.',
  },
  {
    name: 'PagesJaunes',
    what: 'annuaire des professionnels',
    url: 'https://www.pagesjaunes.fr/',
    about: 'Annuaire des professionnels et des particuliers : adresses, numéros de téléphone, avis.',
  },
  {
    name: 'Indeed',
    what: 'offres d’emploi',
    url: 'https://fr.indeed.com/',
    about: 'Moteur de recherche d’offres d’emploi.',
  },
  {
    name: 'Doctolib',
    what: 'rendez-vous médicaux',
    url: 'https://www.doctolib.fr/',
    about:
      'Prise de rendez-vous en ligne chez un médecin, un dentiste ou un autre professionnel de santé, et téléconsultation.',
  },
  // Banks, telecoms, energy.
  {
    name: 'La Banque Postale',
    what: 'banque',
    url: 'https://www.labanquepostale.fr/',
    about: 'La banque du groupe La Poste : comptes, épargne et crédits.',
  },
  {
    name: 'Crédit Agricole',
    what: 'banque',
    url: 'https://www.credit-agricole.fr/',
    about: 'Banque mutualiste et ses caisses régionales : comptes, crédits, assurances.',
  },
  {
    name: 'BNP Paribas',
    what: 'banque',
    url: 'https://mabanque.bnpparibas/',
    about: 'Banque : comptes, cartes, crédits et épargne des particuliers.',
  },
  {
    name: 'Société Générale',
    what: 'banque',
    url: 'https://particuliers.sg.fr/',
    about: 'Banque : comptes, cartes, crédits et épargne des particuliers.',
  },
  {
    name: 'Crédit Mutuel',
    what: 'banque',
    url: 'https://www.creditmutuel.fr/',
    about: 'Banque mutualiste : comptes, crédits et assurances.',
  },
  {
    name: 'Caisse d’Épargne',
    what: 'banque',
    url: 'https://www.caisse-epargne.fr/',
    about: 'Banque du groupe BPCE : livret A, comptes et crédits.',
  },
  {
    name: 'Boursorama',
    what: 'banque en ligne et Bourse',
    url: 'https://www.boursorama.com/',
    about: 'BoursoBank, banque en ligne, et cours de la Bourse en temps réel.',
  },
  {
    name: 'Orange',
    what: 'opérateur télécom',
    url: 'https://www.orange.fr/',
    about: 'Opérateur télécom : internet, mobile, messagerie Orange et espace client.',
  },
  {
    name: 'SFR',
    what: 'opérateur télécom',
    url: 'https://www.sfr.fr/',
    about: 'Opérateur télécom : box internet, forfaits mobiles et espace client.',
  },
  {
    name: 'Bouygues Telecom',
    what: 'opérateur télécom',
    url: 'https://www.bouyguestelecom.fr/',
    about: 'Opérateur télécom : box internet, forfaits mobiles et espace client.',
  },
  {
    name: 'Free',
    what: 'opérateur télécom',
    url: 'https://www.free.fr/',
    about: 'Opérateur télécom : Freebox, forfaits Free Mobile et espace abonné.',
  },
  {
    name: 'EDF',
    what: 'électricité',
    url: 'https://www.edf.fr/',
    about: 'Fournisseur d’électricité : espace client, relevé de compteur, offres.',
  },
  {
    name: 'Engie',
    what: 'gaz et électricité',
    url: 'https://particuliers.engie.fr/',
    about: 'Fournisseur de gaz et d’électricité : espace client et offres.',
  },
  // Cooking.
  {
    name: 'Marmiton',
    what: 'recettes de cuisine',
    url: 'https://www.marmiton.org/',
    about:
      'Recettes de cuisine notées par les internautes : entrées, plats, desserts, crêpes, gâteaux, quiches.',
  },
  {
    name: '750g',
    what: 'recettes de cuisine',
    url: 'https://www.750g.com/',
    about: 'Recettes de cuisine en pas à pas et en vidéo.',
  },
  // Monuments and museums.
  {
    name: 'Tour Eiffel',
    what: 'site officiel',
    url: 'https://www.toureiffel.paris/fr',
    about:
      'La tour de fer de 330 mètres construite par Gustave Eiffel pour l’Exposition universelle de 1889, à Paris : billets, horaires, accès.',
  },
  {
    name: 'Musée du Louvre',
    what: 'musée d’art à Paris',
    url: 'https://www.louvre.fr/',
    about:
      'Le plus grand musée d’art du monde, au palais du Louvre à Paris : la Joconde, la Vénus de Milo, billets et horaires.',
  },
  {
    name: 'Musée d’Orsay',
    what: 'musée d’art à Paris',
    url: 'https://www.musee-orsay.fr/fr',
    about:
      'Musée d’art du XIXe siècle dans l’ancienne gare d’Orsay à Paris : impressionnistes, billets et horaires.',
  },
  {
    name: 'Musée de l’Orangerie',
    what: 'musée d’art à Paris',
    url: 'https://www.musee-orangerie.fr/fr',
    about: 'Les Nymphéas de Monet au jardin des Tuileries, à Paris.',
  },
  {
    name: 'Château de Versailles',
    what: 'château et domaine',
    url: 'https://www.chateauversailles.fr/',
    about:
      'Le château de Louis XIV à Versailles : galerie des Glaces, jardins, Trianon, billets et horaires.',
  },
  {
    name: 'Abbaye du Mont-Saint-Michel',
    what: 'monument historique',
    url: 'https://www.abbaye-mont-saint-michel.fr/',
    about: 'L’abbaye bâtie sur le rocher du Mont-Saint-Michel, en Normandie : visite, billets et horaires.',
  },
  {
    name: 'Centre Pompidou',
    what: 'art moderne et contemporain',
    url: 'https://www.centrepompidou.fr/fr/',
    about:
      'Le Centre national d’art et de culture Georges-Pompidou (Beaubourg) à Paris : musée national d’art moderne et bibliothèque.',
  },
  {
    name: 'Arc de triomphe',
    what: 'monument à Paris',
    url: 'https://www.paris-arc-de-triomphe.fr/',
    about:
      'L’Arc de triomphe de l’Étoile, en haut des Champs-Élysées à Paris : tombe du Soldat inconnu, terrasse panoramique.',
  },
  {
    name: 'Notre-Dame de Paris',
    what: 'cathédrale',
    url: 'https://www.notredamedeparis.fr/',
    about: 'La cathédrale gothique de l’île de la Cité à Paris, rouverte en 2024 après l’incendie de 2019.',
  },
  {
    name: 'Sacré-Cœur de Montmartre',
    what: 'basilique à Paris',
    url: 'https://www.sacre-coeur-montmartre.com/',
    about: 'La basilique du Sacré-Cœur au sommet de la butte Montmartre, à Paris.',
  },
  {
    name: 'Panthéon',
    what: 'monument à Paris',
    url: 'https://www.paris-pantheon.fr/',
    about: 'Le monument du quartier latin à Paris où reposent les grands personnages de la Nation.',
  },
  {
    name: 'Sainte-Chapelle',
    what: 'chapelle gothique à Paris',
    url: 'https://www.sainte-chapelle.fr/',
    about: 'La chapelle de Saint Louis sur l’île de la Cité à Paris, célèbre pour ses vitraux.',
  },
  {
    name: 'Conciergerie',
    what: 'palais médiéval à Paris',
    url: 'https://www.paris-conciergerie.fr/',
    about: 'Ancien palais des rois de France et prison de la Révolution, sur l’île de la Cité à Paris.',
  },
  {
    name: 'Catacombes de Paris',
    what: 'ossuaire souterrain',
    url: 'https://www.catacombes.paris.fr/',
    about: 'L’ossuaire municipal dans les anciennes carrières sous Paris : visite et billets.',
  },
  {
    name: 'Musée de l’Armée',
    what: 'Hôtel des Invalides',
    url: 'https://www.musee-armee.fr/',
    about: 'Le musée de l’Armée aux Invalides, à Paris : tombeau de Napoléon, collections militaires.',
  },
  {
    name: 'Musée du quai Branly',
    what: 'arts d’Afrique, d’Asie, d’Océanie et des Amériques',
    url: 'https://www.quaibranly.fr/fr/',
    about:
      'Le musée du quai Branly – Jacques Chirac à Paris, consacré aux arts et civilisations extra-européens.',
  },
  {
    name: 'Musée Rodin',
    what: 'musée de sculpture à Paris',
    url: 'https://www.musee-rodin.fr/',
    about: 'L’œuvre d’Auguste Rodin, dont Le Penseur, à l’hôtel Biron et dans son jardin à Paris.',
  },
  {
    name: 'Grand Palais',
    what: 'expositions à Paris',
    url: 'https://www.grandpalais.fr/fr',
    about: 'Le monument de l’Exposition universelle de 1900 à Paris : expositions et événements.',
  },
  {
    name: 'Opéra national de Paris',
    what: 'Palais Garnier et Opéra Bastille',
    url: 'https://www.operadeparis.fr/',
    about: 'Opéras et ballets au Palais Garnier et à l’Opéra Bastille : programme, billets et visites.',
  },
  {
    name: 'Cité des sciences et de l’industrie',
    what: 'musée des sciences à Paris',
    url: 'https://www.cite-sciences.fr/fr/',
    about: 'Le musée des sciences du parc de la Villette à Paris, avec la Cité des enfants.',
  },
  {
    name: 'Muséum national d’histoire naturelle',
    what: 'musée et Jardin des Plantes',
    url: 'https://www.mnhn.fr/fr',
    about: 'Grande Galerie de l’Évolution, Jardin des Plantes et ménagerie à Paris.',
  },
  {
    name: 'Fondation Louis Vuitton',
    what: 'art contemporain à Paris',
    url: 'https://www.fondationlouisvuitton.fr/fr',
    about: 'Musée d’art contemporain dans le bois de Boulogne, bâtiment de Frank Gehry.',
  },
  {
    name: 'Musée Grévin',
    what: 'musée de cire à Paris',
    url: 'https://www.grevin-paris.com/',
    about: 'Les personnalités en statues de cire, sur les Grands Boulevards à Paris.',
  },
  {
    name: 'Louvre-Lens',
    what: 'musée à Lens',
    url: 'https://www.louvrelens.fr/',
    about: 'Le musée du Louvre à Lens, dans le Pas-de-Calais.',
  },
  {
    name: 'Château de Chambord',
    what: 'château de la Loire',
    url: 'https://www.chambord.org/fr/',
    about: 'Le plus grand des châteaux de la Loire, bâti pour François Ier, et son domaine national.',
  },
  {
    name: 'Château de Chenonceau',
    what: 'château de la Loire',
    url: 'https://www.chenonceau.com/',
    about: 'Le château des Dames, bâti sur le Cher, en Indre-et-Loire.',
  },
  {
    name: 'Château de Fontainebleau',
    what: 'château royal',
    url: 'https://www.chateaudefontainebleau.fr/',
    about: 'Demeure des souverains de France pendant huit siècles, en Seine-et-Marne.',
  },
  {
    name: 'Château du Haut-Kœnigsbourg',
    what: 'château fort en Alsace',
    url: 'https://www.haut-koenigsbourg.fr/',
    about: 'Château fort médiéval restauré dominant la plaine d’Alsace.',
  },
  {
    name: 'Cité de Carcassonne',
    what: 'château et remparts',
    url: 'https://www.remparts-carcassonne.fr/',
    about: 'La cité médiévale fortifiée de Carcassonne, dans l’Aude : château comtal et remparts.',
  },
  {
    name: 'Pont du Gard',
    what: 'aqueduc romain',
    url: 'https://www.pontdugard.fr/fr',
    about: 'L’aqueduc romain sur le Gardon, dans le Gard, inscrit au patrimoine mondial.',
  },
  {
    name: 'Palais des Papes',
    what: 'palais gothique à Avignon',
    url: 'https://www.palais-des-papes.com/',
    about: 'La résidence des papes au XIVe siècle, à Avignon.',
  },
  {
    name: 'Mucem',
    what: 'musée à Marseille',
    url: 'https://www.mucem.org/',
    about: 'Le musée des civilisations de l’Europe et de la Méditerranée, sur le port de Marseille.',
  },
  {
    name: 'Musée des Confluences',
    what: 'sciences et sociétés',
    url: 'https://www.museedesconfluences.fr/',
    about: 'Musée de sciences et de sociétés au confluent du Rhône et de la Saône, à Lyon.',
  },
  {
    name: 'Cité de l’espace',
    what: 'parc à Toulouse',
    url: 'https://www.cite-espace.com/',
    about: 'Parc à thème sur l’espace et l’astronomie, à Toulouse.',
  },
  // Parks and events.
  {
    name: 'Disneyland Paris',
    what: 'parc d’attractions',
    url: 'https://www.disneylandparis.com/fr-fr/',
    about: 'Les parcs Disney de Marne-la-Vallée, en Seine-et-Marne : billets, hôtels, horaires.',
  },
  {
    name: 'Parc Astérix',
    what: 'parc d’attractions',
    url: 'https://www.parcasterix.fr/',
    about: 'Parc d’attractions sur le thème d’Astérix, dans l’Oise.',
  },
  {
    name: 'Puy du Fou',
    what: 'parc de spectacles historiques',
    url: 'https://www.puydufou.com/france/fr',
    about: 'Parc de spectacles sur l’histoire de France, en Vendée : billets, Cinéscénie.',
  },
  {
    name: 'Futuroscope',
    what: 'parc d’attractions',
    url: 'https://www.futuroscope.com/fr',
    about: 'Parc d’attractions sur le thème du futur, près de Poitiers, dans la Vienne.',
  },
  {
    name: 'ZooParc de Beauval',
    what: 'zoo',
    url: 'https://www.zoobeauval.com/',
    about: 'Le zoo de Beauval, à Saint-Aignan dans le Loir-et-Cher, et ses pandas géants.',
  },
  {
    name: 'Stade de France',
    what: 'stade national',
    url: 'https://www.stadefrance.com/',
    about: 'Le grand stade de Saint-Denis : football, rugby, concerts, billetterie.',
  },
  {
    name: 'Roland-Garros',
    what: 'tournoi de tennis',
    url: 'https://www.rolandgarros.com/fr-fr/',
    about: 'Les Internationaux de France de tennis, à Paris : billets, programme et résultats.',
  },
  {
    name: 'Tour de France',
    what: 'course cycliste',
    url: 'https://www.letour.fr/fr/',
    about: 'La grande course cycliste de juillet : parcours, étapes, classements.',
  },
  // People whose name is searched more than any page about them: their Wikipedia article.
  {
    name: 'Victor Hugo',
    what: 'écrivain français',
    url: 'https://fr.wikipedia.org/wiki/Victor_Hugo',
    about: 'Poète, romancier et dramaturge (1802-1885), auteur des Misérables et de Notre-Dame de Paris.',
    article: true,
  },
  {
    name: 'Molière',
    what: 'dramaturge français',
    url: 'https://fr.wikipedia.org/wiki/Moli%C3%A8re',
    about:
      'Jean-Baptiste Poquelin (1622-1673), auteur et comédien du Misanthrope, du Tartuffe et de L’Avare.',
    article: true,
  },
  {
    name: 'Charles de Gaulle',
    what: 'homme d’État français',
    url: 'https://fr.wikipedia.org/wiki/Charles_de_Gaulle',
    about: 'Chef de la France libre (1940), fondateur de la Ve République et son président de 1959 à 1969.',
    article: true,
  },
  {
    name: 'Napoléon Bonaparte',
    what: 'empereur des Français',
    url: 'https://fr.wikipedia.org/wiki/Napol%C3%A9on_Ier',
    about: 'Général puis Premier consul, empereur des Français sous le nom de Napoléon Ier de 1804 à 1815.',
    article: true,
  },
  {
    name: 'Marie Curie',
    what: 'physicienne et chimiste',
    url: 'https://fr.wikipedia.org/wiki/Marie_Curie',
    about: 'Physicienne et chimiste (1867-1934), deux fois prix Nobel, pour la radioactivité et le radium.',
    article: true,
  },
  {
    name: 'Jean de La Fontaine',
    what: 'poète français',
    url: 'https://fr.wikipedia.org/wiki/Jean_de_La_Fontaine',
    about: 'Poète (1621-1695), auteur des Fables, dont Le Corbeau et le Renard et La Cigale et la Fourmi.',
    article: true,
  },
];
