/**
 * Every icon the shop draws, as the inside of a 24 x 24 SVG: the one place an icon's lines live.
 * `npm run icons` turns them into app/icons.css (a mask per icon, in the stylesheet every page
 * already loads), and components/ui/icons.tsx draws an icon as an empty span that names its
 * class. An inline SVG was written twice per icon, in the HTML and again in the page's payload,
 * ~30 times a page; the span is ~50 bytes once (docs/decisions/0037).
 *
 * `outline` icons are drawn in round 1.8 px lines, `bold` in 1.9 px (the product page's
 * controls), `solid` ones filled. Plain JS, not TS: the generator runs on Node without a build.
 */

/** @typedef {"outline" | "bold" | "solid"} IconStyle */
/** @type {Record<string, { style: IconStyle, body: string }>} */
export const drawings = {
  search: { style: "outline", body: '<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>' },
  heart: {
    style: "outline",
    body: '<path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z"/>',
  },
  /** The heart of a saved product: the same outline, filled. */
  "heart-full": {
    style: "outline",
    body: '<path fill="#000" d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z"/>',
  },
  bag: { style: "outline", body: '<path d="M5 8h14l-1 12.5H6L5 8Z"/><path d="M9 10V7a3 3 0 0 1 6 0v3"/>' },
  user: { style: "outline", body: '<circle cx="12" cy="8" r="4"/><path d="M4 20.5c1.3-3.6 4.3-5.5 8-5.5s6.7 1.9 8 5.5"/>' },
  menu: { style: "outline", body: '<path d="M4 6.5h16M4 12h16M4 17.5h16"/>' },
  close: { style: "outline", body: '<path d="M6 6l12 12M18 6 6 18"/>' },
  home: { style: "outline", body: '<path d="M3.5 10.5 12 3.5l8.5 7"/><path d="M5.5 9v11h13V9"/><path d="M10 20v-5.5h4V20"/>' },
  grid: {
    style: "outline",
    body: '<rect x="4" y="4" width="6.5" height="6.5" rx="1.5"/><rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5"/><rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5"/><rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5"/>',
  },
  tag: {
    style: "outline",
    body: '<path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1.5 1.5 0 0 1 0 2.1l-6.6 6.6a1.5 1.5 0 0 1-2.1 0l-8.3-8.3Z"/><circle cx="8" cy="8" r="1.5"/>',
  },
  truck: {
    style: "outline",
    body: '<path d="M2.5 6h11v10h-11z"/><path d="M13.5 9.5h4l3 3.5V16h-7"/><circle cx="6.5" cy="17.5" r="1.8"/><circle cx="17" cy="17.5" r="1.8"/>',
  },
  "chevron-left": { style: "outline", body: '<path d="m14.5 5.5-6.5 6.5 6.5 6.5"/>' },
  "chevron-right": { style: "outline", body: '<path d="m9.5 5.5 6.5 6.5-6.5 6.5"/>' },
  pause: { style: "solid", body: '<rect x="6.5" y="5" width="4" height="14" rx="1"/><rect x="13.5" y="5" width="4" height="14" rx="1"/>' },
  play: { style: "solid", body: '<path d="M8 5.2v13.6a.8.8 0 0 0 1.2.7l10.3-6.8a.8.8 0 0 0 0-1.4L9.2 4.5A.8.8 0 0 0 8 5.2Z"/>' },
  phone: {
    style: "outline",
    body: '<path d="M5 3.5h3.5l1.5 4.5-2.2 1.4a11 11 0 0 0 6.8 6.8l1.4-2.2 4.5 1.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.1 1.5 1.5 0 0 1 5 3.5Z"/>',
  },
  pin: { style: "outline", body: '<path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11Z"/><circle cx="12" cy="10" r="2.3"/>' },
  facebook: {
    style: "solid",
    body: '<path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4.3c-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z"/>',
  },
  youtube: {
    style: "solid",
    body: '<path d="M21.6 7.7a2.6 2.6 0 0 0-1.8-1.9C18.2 5.4 12 5.4 12 5.4s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.9A27 27 0 0 0 2 12a27 27 0 0 0 .4 4.3 2.6 2.6 0 0 0 1.8 1.9c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.9A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.3ZM10 15V9l5.2 3L10 15Z"/>',
  },
  x: {
    style: "solid",
    body: '<path d="M17.5 3.5h3l-6.6 7.5 7.8 9.5h-6.1l-4.8-5.9-5.5 5.9h-3l7.1-7.9-7.5-9.1h6.2l4.3 5.4 5.1-5.4Zm-1 15.3h1.7L7.6 5.1H5.8l10.7 13.7Z"/>',
  },
  chat: { style: "outline", body: '<path d="M4 18.5 5.2 15A7.5 7.5 0 1 1 8.6 18l-4.6.5Z"/><path d="M9 10.5h6M9 13.5h4"/>' },
  mail: { style: "outline", body: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3.5 6.5 8.5 6.5 8.5-6.5"/>' },
  instagram: {
    style: "outline",
    body: '<rect x="3.5" y="3.5" width="17" height="17" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.2" cy="6.8" r="0.6" fill="#000"/>',
  },
  /** A padlock over a cloud: the checkout badge. */
  secure: {
    style: "outline",
    body: '<path d="M7 18.5a4.5 4.5 0 0 1-.4-9A6 6 0 0 1 18 8.5a4 4 0 0 1-.5 8"/><rect x="9" y="13" width="6" height="5" rx="1"/><path d="M10.5 13v-1.5a1.5 1.5 0 0 1 3 0V13"/>',
  },
  rupee: { style: "outline", body: '<path d="M6 4h12M6 9h12M14 4c3 0 4 2.2 4 5s-2 5-6 5H6l8 7"/>' },
  return: { style: "outline", body: '<path d="M9 14 4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/>' },
  minus: { style: "bold", body: '<path d="M5 12h14"/>' },
  plus: { style: "bold", body: '<path d="M12 5v14M5 12h14"/>' },
  share: {
    style: "bold",
    body: '<circle cx="18" cy="5.5" r="2.5"/><circle cx="6" cy="12" r="2.5"/><circle cx="18" cy="18.5" r="2.5"/><path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1"/>',
  },
  "chevron-down": { style: "bold", body: '<path d="m6 9 6 6 6-6"/>' },
  copy: {
    style: "bold",
    body: '<rect x="8.5" y="8.5" width="11" height="11" rx="2"/><path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5"/>',
  },
  "check-circle": { style: "bold", body: '<circle cx="12" cy="12" r="9"/><path d="m8 12.5 2.8 2.7L16.2 9.5"/>' },
  "alert-circle": { style: "bold", body: '<circle cx="12" cy="12" r="9"/><path d="M12 7.5v5.5M12 16.5v.01"/>' },
};

/** @type {Record<IconStyle, string>} */
const frames = {
  outline: 'fill="none" stroke="#000" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"',
  bold: 'fill="none" stroke="#000" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round"',
  solid: 'fill="#000"',
};

/**
 * One drawing as a whole SVG file.
 * @param {string} name
 */
export function iconSvg(name) {
  const drawing = drawings[name];
  if (!drawing) throw new Error(`There is no icon drawing called ${name}.`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" ${frames[drawing.style]}>${drawing.body}</svg>`;
}

/**
 * A CSS `url()` of the SVG as data. Single quotes inside (so the url's own double quotes need
 * no escaping) and only the characters a data URL must escape: it stays readable, and small.
 * @param {string} name
 */
export function iconUrl(name) {
  const svg = iconSvg(name)
    .replaceAll('"', "'")
    .replaceAll("%", "%25")
    .replaceAll("#", "%23")
    .replaceAll("<", "%3C")
    .replaceAll(">", "%3E");
  return `url("data:image/svg+xml,${svg}")`;
}

/** The whole of app/icons.css. */
export function iconsCss() {
  const rules = Object.keys(drawings).map((name) => `.i-${name} {\n  --i: ${iconUrl(name)};\n}`);
  return `/* Written by \`npm run icons\` from lib/icons/drawings.mjs: change the drawings there, not here. */
/*
 * An icon is a span painted in the text's colour through its drawing, used as a mask: it takes
 * the colour of the control it sits in, as the inline SVGs did, and costs ~50 bytes a page.
 * --s is its side (components/ui/icons.tsx sets it when it is not 24 px).
 */
@layer components {
  .i {
    display: inline-block;
    flex-shrink: 0;
    width: var(--s, 24px);
    height: var(--s, 24px);
    background-color: currentColor;
    mask: var(--i) center / contain no-repeat;
    print-color-adjust: exact;
  }
  /* High-contrast modes drop background colours: paint the icon in the system's text colour. */
  @media (forced-colors: active) {
    .i {
      forced-color-adjust: none;
      background-color: CanvasText;
    }
  }
${rules.map((rule) => rule.replace(/^/gm, "  ")).join("\n")}
}
`;
}
