// The node flags the API server runs with (`npm start`, package.json's "start", and the bench's servers):
// declared here once; test/unit/server-node-flags.test.ts holds package.json's start script to them.
// --max-semi-space-size=64: V8's young generation may grow to 64 MB a semi-space (node 20's default: 16).
// With a few hundred requests in flight, every scavenge copies what they still hold; a larger young
// generation scavenges a quarter as often, so far less is copied. Measured (bench/README.md, round 8):
// a 10 s SQLite matching opening spent 1.1-1.3 s in scavenges at the default and 0.47 s at 64; the
// server's CPU per SQLite donation fell from about 490 to 430 µs. It costs up to ~100 MB more memory
// per process at full young generation. It cannot be set from inside the process (v8.setFlagsFromString
// does not resize the heap after start), so a process manager that starts `node scripts/start.mjs`
// itself passes the same flags (or NODE_OPTIONS="--max-semi-space-size=64").
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
