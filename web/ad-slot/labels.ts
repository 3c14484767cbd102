// The ad slot's words: its label, and the house ad for the partner programme shown without an ad network.
export const AD_LABELS = {
  slot: 'Annonce',
  houseTitle: 'Gagnez de l’argent avec votre trafic',
  houseText:
    'Programme partenaires : partagez votre lien, suivez vos statistiques, recevez chaque mois votre part des revenus.',
  houseAction: 'Découvrir le programme',
} as const;
