// Loaded with `--import` by every script that runs the shop's server modules outside Next
// (npm run seed, migrate, create-staff, backup, restore; the tests' and benches' helpers).
// Those modules `import "server-only"` so that a client component importing one fails the
// build. The package throws unless resolved under the `react-server` condition, which Next
// gives its server bundles; here that condition is given to this one package only: running
// the whole script under it would load React's server build, which next/navigation cannot use.
import { register } from "node:module";

register("./server-context-hooks.mjs", import.meta.url);
