/**
 * Files for the upload routes' examples and the fuzz suite's multipart mutations: a real
 * picture (an 8 x 8 PNG), and the files an upload must refuse or clean.
 */

const PNG_8X8 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWN4Eq6HFTEMLQkAcVVaQb9K9wcAAAAASUVORK5CYII=",
  "base64",
);

const fileOf = (bytes: Buffer | string, name: string, type: string) => new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

/** A small PNG a route accepts. */
export const examplePicture = (name = "picture.png") => fileOf(PNG_8X8, name, "image/png");

/** Files that are not pictures, or not only pictures, by name. */
export const BAD_PICTURES = {
  "an HTML file named x.png": () => fileOf("<!doctype html><script>alert(document.cookie)</script>", "x.png", "image/png"),
  "an SVG with a script": () => fileOf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "x.svg", "image/svg+xml"),
  "a 6 MB file": () => fileOf(Buffer.concat([PNG_8X8, Buffer.alloc(6 * 1024 * 1024)]), "big.png", "image/png"),
  "an empty file": () => fileOf("", "empty.png", "image/png"),
} as const;

/** Files a route may take (their pictures are re-encoded), by name. */
export const ODD_PICTURES = {
  "a PNG with a script appended": () => fileOf(Buffer.concat([PNG_8X8, Buffer.from("<script>alert(1)</script>")]), "x.png", "text/html"),
  "a picture named ../../etc/passwd": () => fileOf(PNG_8X8, "../../etc/passwd", "image/png"),
} as const;
