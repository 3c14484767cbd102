// The built-in provider's sign-in form: plain HTML, served by the server, in French.
// escapeUTF8 fits text and quoted attribute values alike (& < > " ' escaped) and leaves accents as they are.
import { escapeUTF8 as escape } from 'entities';
import type { BuiltinSignIn } from '../../../../common/auth';

type Field = {
  name: keyof BuiltinSignIn;
  label: string;
  type: string;
  required?: boolean;
  autocomplete: string;
};

const FIELDS: Field[] = [
  { name: 'name', label: 'Nom affiché', type: 'text', required: true, autocomplete: 'name' },
  { name: 'given_name', label: 'Prénom', type: 'text', autocomplete: 'given-name' },
  { name: 'family_name', label: 'Nom de famille', type: 'text', autocomplete: 'family-name' },
  { name: 'email', label: 'Adresse e-mail', type: 'email', required: true, autocomplete: 'email' },
  { name: 'picture', label: 'Photo (URL, facultatif)', type: 'url', autocomplete: 'photo' },
];

export function signInPage(
  action: string,
  values: Partial<Record<keyof BuiltinSignIn, string>> = {},
  errors: Partial<Record<string, string>> = {},
): string {
  const fields = FIELDS.map((f) => {
    const error = errors[f.name];
    return `<label for="${f.name}">${f.label}${f.required ? ' <span aria-hidden="true">*</span>' : ''}</label>
      <input id="${f.name}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}" value="${escape(values[f.name] ?? '')}"${f.required ? ' required' : ''}${error ? ` aria-invalid="true" aria-describedby="${f.name}-error"` : ''}>
      ${error ? `<p class="error" id="${f.name}-error">${escape(error)}</p>` : ''}`;
  }).join('\n');
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connexion – fournisseur intégré</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f5f7fb; color: #1f2937; }
  main { max-width: 420px; margin: 6vh auto; padding: 28px 24px; background: #fff; border: 1px solid #e5e7eb; border-radius: 16px; box-shadow: 0 10px 30px rgb(0 0 0 / 0.06); }
  h1 { margin: 0 0 4px; font-size: 1.4rem; color: #1d4ed8; }
  p.lead { margin: 0 0 20px; color: #4b5563; font-size: 0.95rem; }
  label { display: block; margin: 14px 0 4px; font-weight: 600; font-size: 0.9rem; }
  input { width: 100%; box-sizing: border-box; min-height: 42px; padding: 0 12px; border: 1px solid #d1d5db; border-radius: 10px; font: inherit; }
  input:focus-visible { outline: 3px solid #2563eb; outline-offset: 1px; }
  input[aria-invalid="true"] { border-color: #b91c1c; }
  .error { margin: 4px 0 0; color: #b91c1c; font-size: 0.85rem; }
  button { width: 100%; margin-top: 22px; min-height: 44px; border: 0; border-radius: 999px; background: #1d4ed8; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  button:hover { background: #1e3a8a; }
  .note { margin-top: 16px; font-size: 0.8rem; color: #6b7280; }
</style>
</head>
<body>
<main>
  <h1>Connexion</h1>
  <p class="lead">Fournisseur d’identité intégré (installation de développement, sans Google).</p>
  <form method="post" action="${escape(action)}" novalidate>
    ${fields}
    <button type="submit">Se connecter</button>
  </form>
  <p class="note">Aucun mot de passe : cette identité ne sert qu’à essayer le produit sur cette machine.</p>
</main>
</body>
</html>`;
}
