import type { CatalogImage, Review, ReviewAnswer } from '../../lib/catalog/types';

/** Questions of the review answers (spec: product, sizing or fit, style, travel, first order). */
const QUESTIONS: Record<string, { key: string; question: string }> = {
  product: { key: 'product', question: 'What do you love about it?' },
  sizing: { key: 'sizing', question: 'How is the sizing and fit?' },
  fit: { key: 'sizing', question: 'How is the sizing and fit?' },
  sizingorfit: { key: 'sizing', question: 'How is the sizing and fit?' },
  sizingfit: { key: 'sizing', question: 'How is the sizing and fit?' },
  style: { key: 'style', question: 'How do you style it?' },
  travel: { key: 'travel', question: 'Is it good for travel?' },
  firstorder: { key: 'firstOrder', question: 'Is this your first order?' },
};
const ORDER = ['product', 'sizing', 'style', 'travel', 'firstOrder'];

function parseJson(text: string, fallback: unknown): unknown {
  try {
    return JSON.parse(text || '');
  } catch {
    return fallback;
  }
}

/** answers_json: an object keyed by question ({product, sizing|fit, style, travel, firstOrder}) or a list of {key, answer}. */
export function parseAnswers(text: string): ReviewAnswer[] {
  const raw = parseJson(text, {});
  const pairs: [string, unknown][] = Array.isArray(raw)
    ? raw.filter((a) => a && typeof a === 'object').map((a) => [String((a as { key?: unknown }).key ?? ''), (a as { answer?: unknown }).answer])
    : raw && typeof raw === 'object'
      ? Object.entries(raw as Record<string, unknown>)
      : [];
  const out: ReviewAnswer[] = [];
  for (const [k, v] of pairs) {
    const q = QUESTIONS[k.replace(/[_\s-]/g, '').toLowerCase()];
    const answer = typeof v === 'boolean' ? (v ? 'Yes' : 'No') : typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
    if (q && answer && !out.some((a) => a.key === q.key)) out.push({ key: q.key, question: q.question, answer });
  }
  return out.sort((a, b) => ORDER.indexOf(a.key) - ORDER.indexOf(b.key));
}

/** images_json: a list of URLs or of {url, width, height, alt}. */
export function parseReviewImages(text: string, who: string): CatalogImage[] {
  const raw = parseJson(text, []);
  if (!Array.isArray(raw)) return [];
  return raw
    .map((v, i): CatalogImage | null => {
      const alt = `Photo ${i + 1} from ${who}`;
      if (typeof v === 'string' && v) return { url: v, width: 400, height: 400, alt };
      if (v && typeof v === 'object' && typeof (v as { url?: unknown }).url === 'string') {
        const o = v as { url: string; width?: unknown; height?: unknown; alt?: unknown };
        return {
          url: o.url,
          width: Number(o.width) || 400,
          height: Number(o.height) || 400,
          alt: typeof o.alt === 'string' && o.alt ? o.alt : alt,
        };
      }
      return null;
    })
    .filter((x): x is CatalogImage => x !== null);
}

export interface ReviewRow {
  id: number;
  item_id: number | null;
  item_name: string | null;
  first_name: string;
  last_initial: string;
  rating: number;
  title: string;
  body: string;
  images_json: string;
  answers_json: string;
  created_at: string;
}

export function mapReview(r: ReviewRow): Review {
  const initial = r.last_initial.trim().slice(0, 1).toUpperCase();
  return {
    id: Number(r.id),
    itemId: r.item_id,
    item: r.item_id !== null && r.item_name ? { name: r.item_name, path: `/item/${r.item_id}` } : null,
    firstName: r.first_name,
    lastInitial: initial,
    rating: Math.min(5, Math.max(1, Math.round(Number(r.rating)))),
    title: r.title,
    body: r.body,
    images: parseReviewImages(r.images_json, `${r.first_name} ${initial}.`),
    answers: parseAnswers(r.answers_json),
    date: String(r.created_at).slice(0, 10),
  };
}
