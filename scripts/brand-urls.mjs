// Development URLs of every brand, read from the brand files without compiling them.
import fs from 'node:fs';
import path from 'node:path';

export function brandDevHosts() {
  const dir = path.join(process.cwd(), 'brands');
  const out = [];
  for (const f of fs.readdirSync(dir)) {
    if (!f.endsWith('.ts') || ['index.ts', 'types.ts', 'shared.ts'].includes(f) || f.endsWith('.test.ts')) continue;
    const src = fs.readFileSync(path.join(dir, f), 'utf8');
    const id = /\bid:\s*'([^']+)'/.exec(src)?.[1];
    const host = /devHosts:\s*\['([^']+)'/.exec(src)?.[1];
    if (id && host) out.push({ id, host });
  }
  return out;
}
