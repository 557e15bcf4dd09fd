/**
 * Builds the self-contained cloud API that the packaged desktop app runs in embedded mode
 * (`<Electron> resources/cloud-api/server.mjs` with ELECTRON_RUN_AS_NODE=1):
 *
 *   cloud-api/dist/server.mjs      src/main.ts and everything it imports (@banco/shared, koa,
 *                                  MikroORM, pg, pino...) bundled into one ESM file by rolldown;
 *   cloud-api/dist/node_modules/   the packages that cannot be bundled (EXTERNAL below) with their
 *                                  own dependencies, copied from the repo's node_modules
 *                                  (production files only);
 *   cloud-api/dist/package.json    {"type":"module"}.
 *
 * `npm run build:server` (root). The copy holds the native argon2 binding installed on this
 * machine only: build on the platform you package for.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'rolldown';

const cloudApiDir = path.resolve(import.meta.dirname, '..');
export const DIST_DIR = path.join(cloudApiDir, 'dist');

/**
 * Not bundled, loaded from dist/node_modules at run time:
 * - @node-rs/argon2: native addon, resolves its binding through platform packages
 *   (@node-rs/argon2-<platform>, its optionalDependencies);
 * - @electric-sql/pglite: loads its .wasm/.data files relative to its own module;
 * - pdfmake: it and pdfkit under it read files relative to their own module (__dirname, which an ESM
 *   bundle has not: every PDF failed in the packaged app) — pdfkit's font metrics, pdfmake's virtual
 *   file system.
 */
const EXTERNAL = ['@node-rs/argon2', '@electric-sql/pglite', 'pdfmake'];
/** Packages of files only, read at run time through require.resolve (the PDFs' fonts: common/pdf/fonts.ts): copied as they are. */
const FILES_ONLY = ['@expo-google-fonts/arimo'];
/** Optional packages some dependencies try to load and that Banco never uses (left unresolved). */
const OPTIONAL_MISSING = ['pg-native'];

const matches = (id: string, names: readonly string[]) => names.some((name) => id === name || id.startsWith(`${name}/`));

export async function buildServer(): Promise<void> {
  const started = Date.now();
  fs.rmSync(DIST_DIR, { recursive: true, force: true });
  const warnings: string[] = [];
  await build({
    input: path.join(cloudApiDir, 'src', 'main.ts'),
    platform: 'node',
    cwd: cloudApiDir,
    external: (id) => matches(id, EXTERNAL) || matches(id, OPTIONAL_MISSING),
    logLevel: 'warn',
    onLog(level, log) {
      // depd's direct eval (koa's dependencies) is harmless here
      if (log.code === 'EVAL') return;
      warnings.push(`${level} ${log.code ?? ''}: ${log.message.split('\n')[0] ?? ''}`);
    },
    output: {
      file: path.join(DIST_DIR, 'server.mjs'),
      format: 'esm',
      sourcemap: false,
      // One file: dynamic imports of the drivers and optional modules are inlined.
      codeSplitting: false,
    },
  });
  fs.writeFileSync(path.join(DIST_DIR, 'package.json'), `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`);
  const copied = copyExternals([...EXTERNAL, ...FILES_ONLY], cloudApiDir, path.join(DIST_DIR, 'node_modules'));
  for (const warning of warnings) console.warn(warning);
  console.log(
    `cloud-api/dist: server.mjs + ${copied.length} packages (${copied.join(', ')}) in ${Date.now() - started} ms`,
  );
}

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** The directory of package `name` as Node would resolve it from `fromDir` (node_modules walk). */
function findPackageDir(name: string, fromDir: string): string | undefined {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * Copies `names` and their dependencies (installed optional ones included: the platform binding of
 * argon2) into `targetModules`, flat; a second version of a package goes under its dependent's
 * own node_modules, as npm would put it.
 */
function copyExternals(names: readonly string[], fromDir: string, targetModules: string): string[] {
  const placed = new Map<string, string>(); // target dir → source dir
  const copied: string[] = [];
  const visit = (name: string, resolveFrom: string, targetNodeModules: string, optional: boolean) => {
    const source = findPackageDir(name, resolveFrom);
    if (source === undefined) {
      if (optional) return;
      throw new Error(`build-server: ${name} non trovato (da ${resolveFrom})`);
    }
    // flat first; nested under the dependent when the flat slot holds another version
    let target = path.join(targetModules, name);
    if (placed.has(target) && placed.get(target) !== source) target = path.join(targetNodeModules, name);
    if (placed.get(target) === source) return;
    placed.set(target, source);
    copyPackage(source, target);
    copied.push(name);
    const pkg = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8')) as PackageJson;
    const optionalPeers = Object.entries(pkg.peerDependenciesMeta ?? {}).filter(([, meta]) => meta.optional === true);
    const deps = [
      ...Object.keys(pkg.dependencies ?? {}).map((dep) => [dep, false] as const),
      ...Object.keys(pkg.peerDependencies ?? {})
        .filter((dep) => !optionalPeers.some(([peer]) => peer === dep))
        .map((dep) => [dep, false] as const),
      ...Object.keys(pkg.optionalDependencies ?? {}).map((dep) => [dep, true] as const),
    ];
    for (const [dep, isOptional] of deps) visit(dep, source, path.join(target, 'node_modules'), isOptional);
  };
  for (const name of names) visit(name, fromDir, targetModules, false);
  return copied;
}

/** Production files only: no nested node_modules (handled by copyExternals), maps, types, docs. */
function copyPackage(source: string, target: string): void {
  fs.cpSync(source, target, {
    recursive: true,
    dereference: true,
    filter: (file) => {
      const relative = path.relative(source, file);
      if (relative === '') return true;
      const base = path.basename(file);
      if (relative.split(path.sep)[0] === 'node_modules') return false;
      if (/\.(map|d\.ts|d\.mts|d\.cts|md|markdown)$/i.test(base) && !/^(license|licence|notice)/i.test(base)) return false;
      return !['.github', 'test', 'tests', '__tests__', 'docs', 'example', 'examples'].includes(base);
    },
  });
}

if (import.meta.main) {
  try {
    await buildServer();
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
