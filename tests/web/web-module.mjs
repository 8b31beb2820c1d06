// Web sources run in node for the tests in this folder: compiled with esbuild as Vite would compile
// them for the browser (TypeScript, JSX), bundled with their own imports, their packages required
// from web/ as the bundle would take them.
import { createRequire, Module } from 'node:module';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** `require` as the web client resolves its packages (exceljs…). */
export const webRequire = createRequire(join(root, 'web/package.json'));
const esbuild = webRequire('esbuild');
const OPTIONS = { bundle: true, packages: 'external', platform: 'node', format: 'cjs', write: false, logLevel: 'silent', jsx: 'automatic' };

function compiled(built, filename) {
  const module = new Module(filename);
  module.filename = filename;
  module.paths = Module._nodeModulePaths(dirname(filename));
  module._compile(built.outputFiles[0].text, filename);
  return module.exports;
}

/** The exports of the module at `path` (from the project's root, or absolute). */
export async function loadWebModule(path) {
  const source = isAbsolute(path) ? path : join(root, path);
  return compiled(await esbuild.build({ ...OPTIONS, entryPoints: [source] }), source.replace(/\.tsx?$/, '.cjs'));
}

/** Several modules of `directory` in one bundle (`exports`: TypeScript re-exporting them), so a class one checks with instanceof is the one the test builds. */
export async function loadWebBundle(directory, exports) {
  const built = await esbuild.build({ ...OPTIONS, stdin: { contents: exports, resolveDir: join(root, directory), loader: 'ts' } });
  return compiled(built, join(root, directory, 'together.cjs'));
}
