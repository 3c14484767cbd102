// The words of /help: the search operators with their examples, and how bangs work.

export type OperatorHelp = { syntax: string; does: string; example: string };

export const HELP_WORDS = {
  title: 'Aide à la recherche',
  intro:
    'Quelques signes dans la recherche suffisent à préciser ce que vous cherchez, ou à partir tout de suite chercher sur un autre site.',
  operatorsTitle: 'Les opérateurs',
  operatorsIntro:
    'Ils s’écrivent dans la recherche, se combinent entre eux et sont transmis tels quels aux sources du web qui les comprennent.',
  exampleLabel: 'Exemple :',
  shortcutsIntro:
    'Sur les pages de recherche, hors d’un champ de saisie, le clavier suffit. « ? » affiche cette liste à tout moment.',
  bangsTitle: 'Les raccourcis « ! »',
  bangsIntro:
    'Un point d’exclamation suivi du nom court d’un site, au début ou à la fin de la recherche, vous emmène directement sur la recherche de ce site : « !w Lyon » ou « Lyon !w » ouvre Wikipédia. Seul, « !w » ouvre la page d’accueil du site. Un raccourci inconnu fait une recherche ordinaire.',
  bangsFilter: 'Filtrer les raccourcis',
  bangsFilterPlaceholder: 'carte, lbc, météo…',
  bangsCount: (shown: number, total: number) =>
    shown === total ? `${total} raccourcis` : `${shown} raccourcis sur ${total}`,
  bangsNone: 'Aucun raccourci ne correspond.',
} as const;

export const OPERATORS_HELP: OperatorHelp[] = [
  {
    syntax: '"expression exacte"',
    does: 'Les mots entre guillemets, dans cet ordre et côte à côte.',
    example: '"tour eiffel" horaires',
  },
  {
    syntax: '-mot',
    does: 'Écarte les pages qui contiennent ce mot ; -"expression" écarte une expression.',
    example: 'lyon -sainte',
  },
  {
    syntax: 'site:domaine',
    does: 'Les pages de ce site et de ses sous-domaines ; -site:domaine les écarte.',
    example: 'mairie site:lyon.fr',
  },
  {
    syntax: 'filetype:pdf',
    does: 'Les documents de ce type, d’après l’extension de leur adresse (pdf, odt, docx…).',
    example: 'rapport climat filetype:pdf',
  },
  {
    syntax: 'OR',
    does: 'L’un ou l’autre des mots qu’il relie ; s’écrit en majuscules.',
    example: 'musée lyon OR marseille',
  },
];
