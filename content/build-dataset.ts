/**
 * Builds content/dataset.ndjson (Sanity NDJSON export format) and public/content/<brand>/*.svg
 * from the TypeScript sources in content/pages/.
 *
 *   npx tsx content/build-dataset.ts           write the files
 *   npx tsx content/build-dataset.ts --check   fail if the committed files are out of date
 *
 * Import into Sanity with `sanity dataset import content/dataset.ndjson <dataset>`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATASET_FILE, buildAssets, buildDocuments, toNdjson, validate } from './build';

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function main(): void {
  const root = process.cwd();
  const check = process.argv.includes('--check');
  const docs = buildDocuments();
  const assets = buildAssets();
  const errors = validate(docs, assets);
  if (errors.length) {
    console.error(`Content has ${errors.length} problem(s):\n- ${errors.join('\n- ')}`);
    process.exit(1);
  }
  const outputs = [{ file: DATASET_FILE, content: toNdjson(docs) }, ...assets];
  const stale = outputs.filter((o) => read(path.join(root, o.file)) !== o.content);
  if (check) {
    if (stale.length) {
      console.error(`Out of date (run npx tsx content/build-dataset.ts):\n- ${stale.map((s) => s.file).join('\n- ')}`);
      process.exit(1);
    }
    console.log(`Content is up to date: ${docs.length} documents, ${assets.length} illustrations.`);
    return;
  }
  for (const o of stale) {
    const target = path.join(root, o.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, o.content);
  }
  console.log(`Wrote ${stale.length} file(s); ${docs.length} documents, ${assets.length} illustrations.`);
}

main();
