// `npx tsx scripts/app-icons.ts`: draws the installed app's icons (public/icons/) from the shop's
// mark, app/icon.svg, so the home-screen icon, the tab's icon and the apple-touch-icon agree.
// Run again after the mark changes, and commit the PNGs (the build does not draw them).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const mark = fs.readFileSync(path.join("app", "icon.svg"));
const out = path.join("public", "icons");
fs.mkdirSync(out, { recursive: true });

// The mark's own colours: the brand's indigo field and white T with its saffron foot.
const FIELD = "#322c94";

/** The mark as drawn, rounded corners and all: Android's "any" icons. */
async function plain(size: number, file: string) {
  await sharp(mark, { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(out, file));
}

/**
 * A maskable icon: Android cuts it to its own shape (circle, squircle), keeping only the centre
 * circle of 80 % of the width safe. So the field fills the whole square, and the mark is drawn at
 * 90 %: its T (half the mark's width) then spans 45 %, its corners well inside that circle.
 */
async function maskable(size: number, file: string) {
  const inner = Math.round(size * 0.9);
  const glyph = await sharp(mark, { density: (72 * inner) / 32 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: FIELD } })
    .composite([{ input: glyph, gravity: "centre" }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
}

/** iOS draws its own rounded corners over a square: a full field, no transparency. */
async function apple(size: number, file: string) {
  const inner = Math.round(size * 0.84);
  const glyph = await sharp(mark, { density: (72 * inner) / 32 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 3, background: FIELD } })
    .composite([{ input: glyph, gravity: "centre" }])
    .png({ compressionLevel: 9 })
    .toFile(path.join("public", file));
}

await plain(192, "icon-192.png");
await plain(512, "icon-512.png");
await maskable(512, "icon-maskable-512.png");
await apple(180, "apple-touch-icon.png");
console.log(`Icons written to ${out} and public/apple-touch-icon.png`);
