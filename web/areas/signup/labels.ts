// The signup page's words.
export const SIGNUP_LABELS = {
  title: 'Devenir partenaire',
  lead: 'Vérifiez votre identité, ajoutez si vous le souhaitez votre société et un téléphone, et recevez votre code partenaire.',
  lastName: 'Nom',
  firstName: 'Prénom',
  email: 'E-mail',
  company: 'Société (facultatif)',
  phone: 'Téléphone (facultatif)',
  submit: 'Devenir partenaire',
  welcome: 'Bienvenue dans le programme partenaires',
  code: 'Votre code',
  status: 'Statut',
  link: 'Votre lien partenaire',
  pendingText:
    'Votre inscription est en attente d’activation. Vous pouvez déjà partager votre lien : il prendra effet dès l’activation de votre compte.',
  activeText:
    'Votre compte est actif : chaque visiteur venu par votre lien est compté pour vous dès maintenant.',
  toDashboard: 'Aller au tableau de bord',
} as const;
