// The programme's three steps, shown on the landing and detailed on /partners/how-it-works.
export const STEPS = [
  {
    title: '1. Inscrivez-vous',
    text: 'Connectez-vous, confirmez votre nom et votre e-mail : votre code partenaire est créé aussitôt.',
    detail:
      'L’inscription prend une minute. Votre compte est d’abord en attente ; votre lien fonctionne déjà et comptera dès l’activation par notre équipe.',
  },
  {
    title: '2. Partagez votre lien',
    text: 'Ajoutez votre code à votre trafic avec le paramètre ?ref= et choisissez vos emplacements dans votre tableau de bord.',
    detail:
      'Placez le lien sur votre site, dans votre newsletter ou vos réseaux, ou proposez l’extension qui fait de notre moteur la recherche par défaut.',
  },
  {
    title: '3. Suivez et encaissez',
    text: 'Suivez vos statistiques jour par jour et recevez votre part chaque mois.',
    detail:
      'Pages vues, recherches, annonces affichées et revenus estimés : tout est dans votre tableau de bord. Dès que votre solde atteint votre seuil de paiement, demandez votre paiement.',
  },
] as const;
