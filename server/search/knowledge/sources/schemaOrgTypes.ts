// The French words of the schema.org types a knowledge source gives, most specific first.
const LABELS: Array<[type: string, label: string]> = [
  ['Person', 'Personne'],
  ['City', 'Ville'],
  ['Country', 'Pays'],
  ['AdministrativeArea', 'Division administrative'],
  ['TouristAttraction', 'Site touristique'],
  ['Organization', 'Organisation'],
  ['Corporation', 'Entreprise'],
  ['Movie', 'Film'],
  ['Book', 'Livre'],
  ['MusicGroup', 'Groupe de musique'],
  ['Event', 'Événement'],
  ['Place', 'Lieu'],
];

/** A type the card can name, or nothing rather than the bare « Thing ». */
export function typeLabel(types: readonly string[]): string {
  return LABELS.find(([type]) => types.includes(type))?.[1] ?? '';
}
