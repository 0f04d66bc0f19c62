import * as yup from 'yup';

/**
 * Validates synchronously (client and server alike) and returns the first message per field,
 * keyed by field path ('shipping.zip'); a problem without a path, such as a value that is not an
 * object at all, is reported under 'form'. An empty object means valid.
 */
export function firstErrorPerField(schema: yup.AnyObjectSchema, values: unknown, context?: object): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (err) {
    if (!(err instanceof yup.ValidationError)) throw err;
    const errors: Record<string, string> = {};
    for (const e of err.inner.length ? err.inner : [err]) {
      const key = e.path || 'form';
      if (!(key in errors)) errors[key] = e.message;
    }
    return errors;
  }
}
