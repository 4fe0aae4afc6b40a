// The Node.js flags the shop's server runs with: `npm start` (package.json) and every script
// and test that starts server/index.mjs itself (a unit test keeps package.json's line equal to this).
//
// --max-semi-space-size=64: V8's young generation may grow to 64 MB a half instead of 16. A page
// render makes a few MB of short-lived objects (RSC rows, HTML chunks, props), so with the
// default the server stopped for a scavenge several times per page: pages render faster for
// some more resident memory (docs/decisions/0011).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"];
