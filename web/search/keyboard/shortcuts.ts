// The keyboard shortcuts of the search pages, in French: the « ? » dialog and the help page read this one list.

export type Shortcut = { keys: string[]; does: string };

export const SHORTCUTS: Shortcut[] = [
  { keys: ['/'], does: 'Aller à la zone de recherche' },
  { keys: ['j', '↓'], does: 'Résultat suivant' },
  { keys: ['k', '↑'], does: 'Résultat précédent' },
  { keys: ['Entrée'], does: 'Ouvrir le résultat choisi' },
  { keys: ['o'], does: 'Ouvrir le résultat choisi dans un nouvel onglet' },
  { keys: ['?'], does: 'Afficher la liste des raccourcis' },
  { keys: ['Échap'], does: 'Fermer cette liste ou les suggestions' },
];

export const SHORTCUT_WORDS = {
  title: 'Raccourcis clavier',
  intro:
    'Hors d’un champ de saisie, ces touches suffisent sur les pages de recherche. Pendant que vous écrivez dans un champ, elles s’écrivent normalement.',
  or: 'ou',
  close: 'Fermer la liste des raccourcis',
} as const;
