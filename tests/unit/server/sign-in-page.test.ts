// The built-in provider's form writes back what was typed: as text, never as markup, accents left as they are.
import { describe, expect, it } from 'vitest';
import { signInPage } from '../../../server/accounts/auth/builtin/signInPage';

const HOSTILE = `"><script>alert('x')</script><img src=x onerror=alert(1)>`;

describe('the built-in sign-in page', () => {
  it('writes a typed value back escaped, inside its attribute', () => {
    const html = signInPage('/oidc/interaction/abc/login', { name: HOSTILE });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      'value="&quot;&gt;&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;"',
    );
  });

  it('writes an error message as text', () => {
    const html = signInPage('/oidc/x', {}, { email: '<b>Adresse</b> & « invalide »' });
    expect(html).toContain('&lt;b&gt;Adresse&lt;/b&gt; &amp; « invalide »');
  });

  it('keeps accents and other letters as they are', () => {
    const html = signInPage('/oidc/x', { given_name: 'Élodie Ñúñez 李' });
    expect(html).toContain('value="Élodie Ñúñez 李"');
  });
});
