/** What kind of page an HTML answer is, read from its markup. */

/** The shop's own 404 page (app/not-found.tsx): its heading, as the document's own element. */
export const isShopNotFoundPage = (html: string) => /<h1[^>]*>\s*This page went out of stock/.test(html);

/** Next's error document (a render failed): `<html id="__next_error__">`, whatever the status says. */
export const isErrorDocument = (html: string) => /<html[^>]*id="__next_error__"/.test(html);
