// The npm registry mirror these machines use serves only the linux-x64 builds of packages with
// per-platform binaries (next's swc, tailwind's oxide, sharp, esbuild ...). npm then leaves the
// other platforms' optional packages out of package-lock.json but keeps their names in the
// parents' optionalDependencies, and `npm ci` refuses the lock as "out of sync". This drops
// those names from the lock's own copy of optionalDependencies, so the lock is consistent with
// what it records. Run after `npm install` changes the lock (postinstall does it).
import fs from "node:fs";

const file = "package-lock.json";
if (!fs.existsSync(file)) process.exit(0);
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const present = new Set(Object.keys(lock.packages).map((p) => p.replace(/^.*node_modules\//, "")));
let dropped = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  if (!key || !entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!present.has(name)) {
      delete entry.optionalDependencies[name];
      dropped++;
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
if (dropped > 0) {
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: dropped ${dropped} optional packages the registry does not serve.`);
}
