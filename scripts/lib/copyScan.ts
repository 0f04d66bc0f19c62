/**
 * US English in what shoppers read (issue 25): finds British spellings in the copy of source files,
 * that is their JSX text and the string literals that read as words (with a space, or starting with a
 * capital letter). Identifiers, comments and one-word lower-case strings (API field names, status
 * values, CSS classes such as `cancelled` or `colours`) are not copy and are left alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** British spellings (whole lower-case words) and their US forms ($1, $2: the parts kept). */
export const BRITISH_SPELLINGS: readonly [RegExp, string][] = [
  [/^colour(\p{L}*)$/u, 'color$1'],
  [/^favour(\p{L}*)$/u, 'favor$1'],
  [/^instalment(s?)$/, 'installment$1'],
  [/^cancell(ed|ing)$/, 'cancel$1'],
  [/^behaviour(\p{L}*)$/u, 'behavior$1'],
  [/^catalogue(s?)$/, 'catalog$1'],
  [/^centre(s?)$/, 'center$1'],
  [/^centred$/, 'centered'],
  [/^grey(s|ish)?$/, 'gray$1'],
  [/^jewellery$/, 'jewelry'],
  [/^licence(s?)$/, 'license$1'],
  [/^cheque(s?)$/, 'check$1'],
  [/^(organ|personal|recogn|custom|author|apolog|minim|maxim|optim|priorit|real|final|summar|emphas|categor|special|standard|memor|visual|util|accessor|sanit|moistur)is(e|ed|es|ing|ation|ations)$/, '$1iz$2'],
  [/^analys(e|ed|ing)$/, 'analyz$1'],
  [/^travell(ed|ing|er|ers)$/, 'travel$1'],
  [/^labell(ed|ing)$/, 'label$1'],
  [/^modell(ed|ing)$/, 'model$1'],
  [/^enrolment(s?)$/, 'enrollment$1'],
  [/^fulfil(s|ment)?$/, 'fulfill$1'],
  [/^programme(s?)$/, 'program$1'],
  [/^whilst$/, 'while'],
  [/^amongst$/, 'among'],
  [/^(neighb|hon|flav|harb|hum|lab|od|vig|rum|sav|arm|glam)our(s|ed|ing|ite|ites|able|hood|y)?$/, '$1or$2'],
  [/^ageing$/, 'aging'],
  [/^judgement(s?)$/, 'judgment$1'],
  [/^practis(e|ed|es|ing)$/, 'practic$1'],
  [/^(defen|offen)ce(s?)$/, '$1se$2'],
  [/^aluminium$/, 'aluminum'],
  [/^pyjama(s?)$/, 'pajama$1'],
  [/^mum(s?)$/, 'mom$1'],
  [/^tyre(s?)$/, 'tire$1'],
  [/^(fib|met|lit|theat)re(s?)$/, '$1er$2'],
  [/^cosy$/, 'cozy'],
  [/^enquir(y|ies|e|ed)$/, 'inquir$1'],
  [/^postcode(s?)$/, 'ZIP code$1'],
  [/^mould(\p{L}*)$/u, 'mold$1'],
  [/^sceptic(\p{L}*)$/u, 'skeptic$1'],
  [/^artefact(s?)$/, 'artifact$1'],
  [/^draught(s?)$/, 'draft$1'],
];

export interface Finding {
  file: string;
  line: number;
  /** The copy's node in the source (offsets), for a fixer. */
  start: number;
  end: number;
  word: string;
  us: string;
  text: string;
}

function britishIn(text: string): { word: string; us: string }[] {
  const out: { word: string; us: string }[] = [];
  for (const raw of text.match(/\p{L}+/gu) ?? []) {
    // Upper-case tokens are constants' names (COLOUR_WORDS), not words.
    if (raw.length > 1 && raw === raw.toUpperCase()) continue;
    const word = raw.toLowerCase();
    const rule = BRITISH_SPELLINGS.find(([re]) => re.test(word));
    if (rule) out.push({ word: raw, us: word.replace(rule[0], rule[1]) });
  }
  return out;
}

/** A string literal is copy when it holds a space or starts with a capital letter; one lower-case token is an identifier. */
const readsAsCopy = (s: string) => /\s/.test(s.trim()) || /^\p{Lu}/u.test(s.trim());

/** British spellings in one source file's copy. */
export function scanSource(file: string, source: string): Finding[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const findings: Finding[] = [];
  const check = (node: ts.Node, text: string) => {
    for (const hit of britishIn(text)) {
      const start = node.getStart(sf);
      findings.push({ file, line: sf.getLineAndCharacterOfPosition(start).line + 1, start, end: node.getEnd(), ...hit, text: text.trim().slice(0, 120) });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) check(node, node.text);
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && readsAsCopy(node.text)) {
      // Import paths and object keys are not copy.
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && !(ts.isPropertyAssignment(node.parent) && node.parent.name === node)) check(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' … ');
      if (readsAsCopy(parts)) check(node, parts);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

/** Every .ts and .tsx file under the given directories (relative to root), tests and generated files left out. */
export function copySources(root: string, dirs: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(p);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) out.push(p);
    }
  };
  for (const d of dirs) walk(path.join(root, d));
  return out.sort();
}
