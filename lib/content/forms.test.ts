import { CONTENT_FORM_MESSAGES, FORM_NETWORK_ERROR, FORM_SERVER_ERROR, formSubmissionUrl, readErrorMessages, submitContentForm, validateContentForm } from './forms';

describe('content forms', () => {
  it('validates the contact form: name, email and message required; order number optional', () => {
    expect(validateContentForm('contact', {})).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      message: 'Please enter a message.',
    });
    expect(validateContentForm('contact', { name: 'A', email: 'not-an-email', message: 'Hi' })).toEqual({ email: expect.stringContaining('valid email') });
    expect(validateContentForm('contact', { name: 'A', email: 'a@b.co', message: 'Hi' })).toEqual({});
  });

  it.each(['<script>alert(1)</script>', 'PF-999', '10042a', '#', '1234567890123', '10 042'])('rejects the order number %p with the rule the shop API applies', (orderNumber) => {
    expect(validateContentForm('contact', { name: 'A', email: 'a@b.co', orderNumber, message: 'Hi' })).toEqual({ orderNumber: CONTENT_FORM_MESSAGES.orderNumber });
  });

  it.each(['', '   ', '10042', '#10042', ' # 10042 ', '1', '123456789012'])('accepts the order number %p (optional; digits with an optional #)', (orderNumber) => {
    expect(validateContentForm('contact', { name: 'A', email: 'a@b.co', orderNumber, message: 'Hi' })).toEqual({});
  });

  it("applies the shop API's other rules too: message length, email domain, control characters", () => {
    const ok = { name: 'A', email: 'a@b.co', message: 'Hi' };
    expect(validateContentForm('contact', { ...ok, message: ' x ' })).toEqual({ message: CONTENT_FORM_MESSAGES.messageTooShort });
    expect(validateContentForm('contact', { ...ok, email: 'a@b.c' })).toEqual({ email: CONTENT_FORM_MESSAGES.email });
    expect(validateContentForm('contact', { ...ok, name: 'Evil\u0000Name' })).toEqual({ name: CONTENT_FORM_MESSAGES.controlChars });
    expect(validateContentForm('feedback', { ...ok, rating: '5', message: 'Hi\u0007' })).toEqual({ message: CONTENT_FORM_MESSAGES.controlChars });
    expect(validateContentForm('contact', { ...ok, name: 'n'.repeat(101) })).toEqual({ name: 'Please keep this to 100 characters or fewer.' });
  });

  it('validates the feedback rating (1–5)', () => {
    const ok = { name: 'A', email: 'a@b.co', message: 'Hi' };
    expect(validateContentForm('feedback', ok)).toEqual({ rating: 'Please choose a rating from 1 to 5.' });
    expect(validateContentForm('feedback', { ...ok, rating: '6' })).toEqual({ rating: 'Please choose a rating from 1 to 5.' });
    expect(validateContentForm('feedback', { ...ok, rating: '4' })).toEqual({});
  });

  it('reads errors, error or err (string or list); the first non-empty wins', () => {
    expect(readErrorMessages({ errors: ['One', 'Two'] })).toEqual(['One', 'Two']);
    expect(readErrorMessages({ errors: [], error: 'Single' })).toEqual(['Single']);
    expect(readErrorMessages({ errors: '', error: null, err: ['Legacy'] })).toEqual(['Legacy']);
    expect(readErrorMessages({ data: { id: 1 } })).toEqual([]);
    expect(readErrorMessages(null)).toEqual([]);
  });

  it('builds the submission URL with the host parameter', () => {
    expect(formSubmissionUrl('pf.localhost:3000')).toBe('/api.php/form-submission?host=pf.localhost%3A3000');
    expect(formSubmissionUrl('pureform.shop', 'https://api.example.com/pf/api.php')).toBe('https://api.example.com/pf/api.php/form-submission?host=pureform.shop');
  });

  it('submits multipart data without empty values and reports the outcome', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => ({ data: { id: 7 } }) });
    const result = await submitContentForm('contact', { name: ' Ana ', email: 'ana@example.com', orderNumber: '', message: 'Hello' }, 'hb.localhost', { fetchImpl });
    expect(result).toEqual({ ok: true, id: '7' });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/api.php/form-submission?host=hb.localhost');
    expect(Object.fromEntries((init.body as FormData).entries())).toEqual({ form: 'contact', name: 'Ana', email: 'ana@example.com', message: 'Hello' });

    const down = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await submitContentForm('contact', { name: 'A', email: 'a@b.co', message: 'x' }, 'h', { fetchImpl: down })).toEqual({ ok: false, message: FORM_NETWORK_ERROR, fieldErrors: {} });
  });

  it('turns field errors the shop API names into errors on those fields, never showing the field name', async () => {
    const answer = (status: number, body: unknown) => jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });
    const values = { name: 'Ana', email: 'ana@example.com', orderNumber: '#10042', message: 'Hello' };

    const rejected = answer(400, { errors: ['orderNumber: must be an order number such as 10042'] });
    expect(await submitContentForm('contact', values, 'h', { fetchImpl: rejected })).toEqual({ ok: false, message: null, fieldErrors: { orderNumber: CONTENT_FORM_MESSAGES.orderNumber } });

    const internal = answer(400, { errors: ['form: must be one of contact, feedback'] });
    expect(await submitContentForm('contact', values, 'h', { fetchImpl: internal })).toEqual({ ok: false, message: FORM_SERVER_ERROR, fieldErrors: {} });

    const empty = answer(500, {});
    expect(await submitContentForm('contact', values, 'h', { fetchImpl: empty })).toEqual({ ok: false, message: FORM_SERVER_ERROR, fieldErrors: {} });
  });
});
