/**
 * Where to go after signing in (`/login?next=`), or null for the default. Decided on the URL
 * as the browser would parse it, never on the string: browsers drop tabs and line breaks from
 * a URL and read a backslash as a slash, so "/\t/evil.example" is "//evil.example", another
 * site. Anything that leaves the shop's origin is refused; of one that stays, only its path,
 * query and fragment are kept, with a leading run of slashes folded to one (a path such as
 * "/.//evil.example" resolves to "//evil.example", which a router would read as a host).
 *
 * The origin is a stand-in: only "same origin or not" matters, and this runs on the server too.
 */
const HERE = "https://shop.invalid";

export function safeNext(next: string | null | undefined): string | null {
  if (!next) return null;
  let url: URL;
  try {
    url = new URL(next, `${HERE}/login`);
  } catch {
    return null;
  }
  if (url.origin !== HERE) return null;
  const path = url.pathname.replace(/^\/+/, "/");
  return `${path}${url.search}${url.hash}`;
}
