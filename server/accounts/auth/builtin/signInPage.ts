// The built-in provider's sign-in form: plain HTML, served by the server, in French.
// escapeUTF8 fits text and quoted attribute values alike (& < > " ' escaped) and leaves accents as they are.
import { escapeUTF8 as escape } from 'entities';
import type { BuiltinSignIn } from '../../../../common/auth';
import { colourSchemeCss } from '../../../../common/colours';

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
<meta name="color-scheme" content="light dark">
<title>Connexion – fournisseur intégré</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
${colourSchemeCss()}
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: var(--soft); color: var(--ink); }
  main { max-width: 420px; margin: 6vh auto; padding: 28px 24px; background: var(--surface); border: 1px solid var(--line); border-radius: 16px; box-shadow: 0 10px 30px rgb(0 0 0 / 0.06); }
  h1 { margin: 0 0 4px; font-size: 1.4rem; color: var(--blue); }
  p.lead { margin: 0 0 20px; color: var(--muted); font-size: 0.95rem; }
  label { display: block; margin: 14px 0 4px; font-weight: 600; font-size: 0.9rem; }
  input { width: 100%; box-sizing: border-box; min-height: 42px; padding: 0 12px; border: 1px solid var(--field); border-radius: 10px; background: var(--surface); color: var(--ink); font: inherit; }
  input:focus-visible { outline: 3px solid var(--focus); outline-offset: 1px; }
  input[aria-invalid="true"] { border-color: var(--danger); }
  .error { margin: 4px 0 0; color: var(--danger); font-size: 0.85rem; }
  button { width: 100%; margin-top: 22px; min-height: 44px; border: 0; border-radius: 999px; background: var(--blue); color: var(--on-blue); font: inherit; font-weight: 600; cursor: pointer; }
  button:hover { background: var(--blue-dark); }
  .note { margin-top: 16px; font-size: 0.8rem; color: var(--muted); }
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
