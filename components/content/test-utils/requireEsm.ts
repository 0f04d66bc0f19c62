/**
 * Test-only: loads an ESM-only package (such as @portabletext/react 7) inside Jest's CommonJS
 * module system by transpiling it with TypeScript. Jest (without Node 24's require(esm)) cannot load
 * ESM from node_modules unless next.config.js lists the package in `transpilePackages`; this keeps
 * the component tests independent of that setting. Dependencies that load normally (react) come
 * from Jest's registry, so the tests and the package share one React.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const loaded = new Map<string, { exports: unknown }>();

function isEsmError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /ES Module|Cannot use import statement|Unexpected token 'export'/.test(message);
}

function loadFile(file: string): unknown {
  const hit = loaded.get(file);
  if (hit) return hit.exports;
  const source = readFileSync(file, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
    fileName: file,
  });
  const mod = { exports: {} as unknown };
  loaded.set(file, mod);
  const localRequire = (specifier: string): unknown => {
    if (specifier.startsWith('.')) return loadFile(require.resolve(path.resolve(path.dirname(file), specifier)));
    return requireEsm(specifier);
  };
  const run = new Function('exports', 'require', 'module', '__filename', '__dirname', outputText) as (...args: unknown[]) => void;
  run(mod.exports, localRequire, mod, file, path.dirname(file));
  return mod.exports;
}

/** `require(specifier)`, transpiling the package first when it is ESM-only. */
export function requireEsm(specifier: string): unknown {
  try {
    return jest.requireActual(specifier);
  } catch (error) {
    if (!isEsmError(error)) throw error;
    return loadFile(require.resolve(specifier));
  }
}
