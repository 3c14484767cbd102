// The database-admin page's words.
export const DB_ADMIN_LABELS = {
  opens: 'L’outil d’administration de la base s’ouvre dans un nouvel onglet.',
  open: 'Ouvrir l’outil de base de données',
  /** Every other part is code: the variable to set, then the address the tool opens at. */
  notConfigured: [
    'Aucun outil n’est configuré. Donnez son adresse dans la variable ',
    'DB_ADMIN_URL',
    ' (par exemple un Adminer ou un pgAdmin protégé) puis redémarrez : il s’ouvrira ici, à l’adresse ',
    '/db-admin',
    ', pour les administrateurs seulement.',
  ],
} as const;
