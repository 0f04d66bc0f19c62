/** What the error page says for a status; anything not listed reads as a server error. */
export interface ErrorCopy {
  code: number;
  title: string;
  text: string;
}

const COPY: Record<number, Omit<ErrorCopy, 'code'>> = {
  400: {
    title: 'This link doesn’t work',
    text: 'The address has a mistake in it, perhaps a broken character. Check the link, or start again from the shop.',
  },
  404: {
    title: 'Page not found',
    text: 'We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.',
  },
};

const SERVER_ERROR: Omit<ErrorCopy, 'code'> = {
  title: 'Something went wrong',
  text: 'We couldn’t show this page just now. Please try again in a moment; your cart is saved.',
};

export function errorCopy(status: number): ErrorCopy {
  const code = Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
  const copy = COPY[code] ?? (code < 500 ? COPY[400] : SERVER_ERROR);
  return { code, ...copy };
}

/** The status an error page answers with: the response's, else the error's, else 500. */
export function errorStatus(resStatus: number | undefined, errStatus: number | undefined): number {
  if (resStatus && resStatus >= 400) return resStatus;
  if (errStatus && errStatus >= 400) return errStatus;
  return 500;
}
