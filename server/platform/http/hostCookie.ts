// Cookies that carry identity or a sign-in's state are `__Host-` cookies over https: the browser keeps them only
// Secure, at Path=/ and without Domain, so no other host of the domain (nor a plain-http page) can plant them.

/** The name a cookie has on this install: `__Host-name` when cookies are Secure, `name` otherwise (http). */
export const hostCookieName = (name: string, secure: boolean) => (secure ? `__Host-${name}` : name);

/** A cookie that must keep a narrower path than `/` can only be `__Secure-`: still never planted over http. */
export const secureCookieName = (name: string, secure: boolean) => (secure ? `__Secure-${name}` : name);
