// Writes app/icons.css from lib/icons/drawings.mjs (`npm run icons`). A unit test fails when the
// committed file and the drawings disagree, so a drawing changed without this step is caught.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { iconsCss } from "../lib/icons/drawings.mjs";

const target = fileURLToPath(new URL("../app/icons.css", import.meta.url));
writeFileSync(target, iconsCss());
console.log(`Wrote ${target}`);
