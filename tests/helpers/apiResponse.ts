import type { NextApiResponse } from 'next';

/** What a Next API handler answered: status, headers (lower-case names) and body as sent. */
export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  /** Bytes given to send(), or the value given to json(); undefined after end() alone. */
  body: Buffer | unknown;
}

/** A minimal NextApiResponse that records the answer, for calling pages/api handlers directly. */
export function recordingResponse(): { res: NextApiResponse; answer: RecordedAnswer } {
  const answer: RecordedAnswer = { status: 0, headers: {}, body: undefined };
  const res = {
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      answer.status = code;
      return res;
    },
    send(body: string | Buffer) {
      answer.body = Buffer.isBuffer(body) ? body : Buffer.from(body);
    },
    json(body: unknown) {
      answer.body = body;
    },
    end() {},
  };
  return { res: res as unknown as NextApiResponse, answer };
}
