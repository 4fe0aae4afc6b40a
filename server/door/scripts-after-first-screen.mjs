// A page's framework scripts start once its first screen's pictures are shown, not as soon as
// the page is read (docs/decisions/0035).
//
// Next writes each chunk as `<script src async>` in the head. On a phone the scripts download
// beside the first screen's largest picture (the home banner, the first card, the product
// picture) and their evaluation, a second or more, then holds the main thread while the picture
// waits to be painted. So the door takes the chunks out of the head, lists them in one data block,
// and ends the page with one inline loader that adds them once every eager picture of the first
// screen has decoded and been shown, or SCRIPTS_START_CAP_MS after the page was read, or at the
// shopper's first tap or key. A page with no picture on its first screen starts them after its
// first frame. The picture then has the connection and the main thread to itself; the scripts
// are fetched after it (on a revisit they come from the browser's cache). Tried first and not
// kept: low-priority preloads started the same way (Lighthouse still replayed their downloads
// ahead of the picture), scripts started after the first paint, or after `load`:
// docs/MEASURING.md.
//
// The loader sets each script's `src` to the address exactly as Next wrote it: Turbopack knows a
// chunk by its script's `src` attribute, and an absolute address would leave its runtime waiting
// forever for a chunk it believes missing.
//
// Only the exact shape Next writes is rewritten; a page without it, or without `</body>`, is
// left as it is. The loader is a fixed text, so the policy names it by one hash
// (inline-script-hashes.mjs); the list is a data block, never run. The loader reads the list
// written right before it, not the first element with its id, and loads only Next's chunk
// addresses: markup injected earlier in a page cannot make it load another script of the shop's
// origin, which the policy's 'self' would allow.

/** The most a page waits for its first screen's pictures before its scripts start (a slow picture). */
export const SCRIPTS_START_CAP_MS = 2500;
/** The id of the data block listing the chunks the loader starts. */
const LIST_ID = "first-screen-scripts";

/**
 * Runs in the page, as the text of SCRIPTS_LOADER: it must use nothing from this module.
 *
 * A picture decoded is not yet on screen: the frame that shows it is rasterised and presented
 * later, and on a slow phone (or a busy machine) scripts started in between run first. The
 * browser tells when a picture was presented by reporting it as the largest paint, so the loader
 * waits for that, unless the largest paint reported is larger than any of the first screen's
 * pictures (a heading: the pictures will never be reported). A browser that reports no largest
 * paint (Safari) starts them a frame after the pictures decode. A tap or a key starts the scripts
 * at once: the shopper wants the page to answer.
 * @param {string} listId @param {number} capMs
 */
function startScriptsAfterFirstScreen(listId, capMs) {
  var d = document, started = false, decoded = false, shown = false, largest = 0;
  var list = /** @type {HTMLScriptElement} */ (/** @type {HTMLScriptElement} */ (d.currentScript).previousElementSibling);
  function start() {
    if (started || list.id !== listId) return;
    started = true;
    JSON.parse(list.text).forEach(function (/** @type {{ src: string, id?: string }} */ chunk) {
      if (chunk.src.indexOf("/_next/static/chunks/") !== 0) return;
      var script = d.createElement("script");
      script.src = chunk.src;
      script.async = true;
      if (chunk.id) script.id = chunk.id;
      d.head.appendChild(script);
    });
  }
  function startWhenShown() {
    if (decoded && shown) start();
  }
  var pictures = Array.prototype.filter.call(d.images, function (/** @type {HTMLImageElement} */ picture) {
    if (picture.loading === "lazy") return false;
    var box = picture.getBoundingClientRect();
    var seen = (Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) * (Math.min(box.right, innerWidth) - Math.max(box.left, 0));
    if (box.width <= 0 || box.top >= innerHeight) return false;
    largest = Math.max(largest, seen);
    return true;
  });
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (pictures.length > 0 && types.indexOf("largest-contentful-paint") >= 0) {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (/** @type {any} LargestContentfulPaint */ entry) {
        if (pictures.indexOf(entry.element) >= 0 || entry.size >= largest) shown = true;
      });
      startWhenShown();
    }).observe({ type: "largest-contentful-paint", buffered: true });
  } else shown = true;
  Promise.all(pictures.map(function (picture) {
    return picture.decode().catch(function () {});
  })).then(function () {
    requestAnimationFrame(function () {
      setTimeout(function () {
        decoded = true;
        startWhenShown();
      });
    });
  });
  ["pointerdown", "keydown"].forEach(function (type) {
    d.addEventListener(type, start, { capture: true, once: true, passive: true });
  });
  setTimeout(start, capMs);
}

/** The inline script that starts the page's marked chunks (its source on one line, without its type comments: no statement in it needs a line break). */
export const SCRIPTS_LOADER = `(${String(startScriptsAfterFirstScreen).replace(/\/\*[^]*?\*\//g, "").replace(/\n\s*/g, "")})(${JSON.stringify(LIST_ID)},${SCRIPTS_START_CAP_MS})`;

/** A chunk as Next writes it: its address, then an optional id (the bootstrap's), then async. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[A-Za-z0-9_.~-]+\.js)"(?: id="([A-Za-z0-9_-]+)")? async=""><\/script>/g;
const BODY_END = "</body>";

/**
 * `html` with its chunk scripts listed in a data block, started by SCRIPTS_LOADER at the end of its
 * body, or `html` itself when it has no chunk script of Next's shape or no `</body>`.
 * @param {string} html
 * @returns {string}
 */
export function scriptsAfterFirstScreen(html) {
  const bodyEnd = html.lastIndexOf(BODY_END);
  if (bodyEnd === -1) return html;
  /** @type {{ src: string, id?: string }[]} */
  const chunks = [];
  const page = html.slice(0, bodyEnd).replace(CHUNK_SCRIPT, (_, src, id) => {
    chunks.push(id ? { src, id } : { src });
    return "";
  });
  if (chunks.length === 0) return html;
  // The addresses are of Next's shape (CHUNK_SCRIPT): nothing in them can end the data block.
  const list = `<script type="application/json" id="${LIST_ID}">${JSON.stringify(chunks)}</script>`;
  return `${page}${list}<script>${SCRIPTS_LOADER}</script>${html.slice(bodyEnd)}`;
}
