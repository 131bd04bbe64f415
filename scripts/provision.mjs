// What the test suites need beyond `npm install`, provisioned by `npm test` itself:
// - Chromium (the end-to-end and Lighthouse runs): Debian's package, /usr/bin/chromium (CHROMIUM_PATH overrides);
// - poppler-utils (pdftotext: the receipt tests read the PDF's text back);
// - openssl (the WeChat Pay certificate tests make their certificates with it);
// - PostgreSQL reachable at PG_TEST_URL (default postgres://postgres@127.0.0.1:5432/postgres): every server
//   suite runs on SQLite and on PostgreSQL.
// As root on Debian it installs and starts what is missing (apt-get, pg_ctlcluster, trust auth for local TCP);
// anywhere else it stops at once with one line naming what to install. Nothing is done when all is there.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

export const PG_TEST_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { encoding: 'utf8', ...opts });
const has = (cmd) => run('sh', ['-c', `command -v ${cmd}`]).status === 0;
const pgReachable = () => has('psql') && run('psql', [PG_TEST_URL, '-Atc', 'select 1']).status === 0;
const pgReady = () => has('pg_isready') && run('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']).status === 0;

/** What is missing, each with the Debian package that brings it. */
export function missing() {
  const out = [];
  if (!existsSync(CHROMIUM)) out.push({ what: `Chromium at ${CHROMIUM}`, pkg: 'chromium' });
  if (!has('pdftotext')) out.push({ what: 'pdftotext', pkg: 'poppler-utils' });
  if (!has('openssl')) out.push({ what: 'openssl', pkg: 'openssl' });
  if (!pgReachable()) out.push({ what: `PostgreSQL at ${PG_TEST_URL}`, pkg: 'postgresql', pg: true });
  return out;
}

const canInstall = () => process.getuid?.() === 0 && has('apt-get') && existsSync('/etc/debian_version');

function aptInstall(pkgs) {
  console.log(`[provision] apt-get install ${pkgs.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const r = run('apt-get', ['install', '-y', '-qq', ...pkgs], { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (r.status !== 0) throw new Error(`apt-get install ${pkgs.join(' ')} failed`);
}

const clusterVersion = () => (existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql').sort().at(-1) : undefined);

function startPostgres() {
  const v = clusterVersion();
  if (!v) throw new Error('no PostgreSQL cluster in /etc/postgresql');
  if (!pgReady()) {
    console.log(`[provision] starting PostgreSQL ${v}`);
    run('pg_ctlcluster', ['--skip-systemctl-redirect', v, 'main', 'start'], { stdio: 'inherit' });
    for (let i = 0; i < 30 && !pgReady(); i++) run('sleep', ['1']);
  }
  if (pgReachable()) return;
  // A fresh Debian cluster asks for a password over TCP: trust local TCP for the test cluster.
  const hba = `/etc/postgresql/${v}/main/pg_hba.conf`;
  const text = readFileSync(hba, 'utf8')
    .replace(/^(host\s+all\s+all\s+127\.0\.0\.1\/32\s+)\S+/m, '$1trust')
    .replace(/^(host\s+all\s+all\s+::1\/128\s+)\S+/m, '$1trust');
  writeFileSync(hba, text);
  run('pg_ctlcluster', ['--skip-systemctl-redirect', v, 'main', 'reload'], { stdio: 'inherit' });
}

/** Makes the machine ready or exits the process with one line naming what to install. */
export function provision() {
  let need = missing();
  if (!need.length) return;
  if (!canInstall()) {
    const pkgs = [...new Set(need.map((n) => n.pkg))].join(' ');
    console.error(`npm test needs ${need.map((n) => n.what).join(', ')}: install them (on Debian: apt-get install ${pkgs}; PostgreSQL must accept ${PG_TEST_URL}), or run npm test as root on Debian to have it done.`);
    process.exit(1);
  }
  try {
    const pkgs = need.filter((n) => !(n.pg && has('pg_ctlcluster'))).map((n) => n.pkg);
    if (pkgs.length) aptInstall([...new Set(pkgs)]);
    if (need.some((n) => n.pg)) startPostgres();
  } catch (e) {
    console.error(`npm test could not provision the machine: ${e.message}`);
    process.exit(1);
  }
  need = missing();
  if (need.length) {
    console.error(`npm test still lacks ${need.map((n) => n.what).join(', ')} after installing: see the lines above.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) provision();
