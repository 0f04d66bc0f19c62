import { CONTENT_FORM_MESSAGES } from './formSchema';
import { FORM_SERVER_ERROR, SERVER_FIELD_MESSAGES, fieldOfMessage, mapServerErrors } from './formErrors';

describe('shop API errors on the content forms', () => {
  it('reads the field an API message names', () => {
    expect(fieldOfMessage('orderNumber: must be an order number such as 10042')).toBe('orderNumber');
    expect(fieldOfMessage('body: must be valid JSON')).toBe('body');
    expect(fieldOfMessage('We could not find that order.')).toBeNull();
    expect(fieldOfMessage('Opening hours 9:30 to 5')).toBeNull();
  });

  it('puts a field error on its field in the form’s own words', () => {
    // The form's rule fails now (e.g. the rules drifted): its message is the most specific one.
    expect(mapServerErrors('contact', ['orderNumber: must be an order number such as 10042'], { orderNumber: '<script>alert(1)</script>' })).toEqual({
      fieldErrors: { orderNumber: CONTENT_FORM_MESSAGES.orderNumber },
      message: null,
    });
    // The form's rule passes: a plain message for that field.
    expect(mapServerErrors('contact', ['name: must not contain control characters', 'email: must be a valid email address'], { name: 'Ana', email: 'ana@example.com', message: 'Hi' })).toEqual({
      fieldErrors: { name: SERVER_FIELD_MESSAGES.name, email: SERVER_FIELD_MESSAGES.email },
      message: null,
    });
  });

  it('maps the feedback form’s rating and message', () => {
    const result = mapServerErrors('feedback', ['rating: must be between 1 and 5', 'message: must be at least 2 characters'], { name: 'Jo', email: 'jo@example.com', rating: '5', message: 'Hi' });
    expect(result).toEqual({ fieldErrors: { rating: SERVER_FIELD_MESSAGES.rating, message: SERVER_FIELD_MESSAGES.message }, message: null });
  });

  it('never shows an internal name: a field that is not on the form is a generic error; plain messages stay', () => {
    // orderNumber is not a field of the feedback form.
    expect(mapServerErrors('feedback', ['orderNumber: must be an order number such as 10042', 'form: is required'])).toEqual({ fieldErrors: {}, message: FORM_SERVER_ERROR });
    expect(mapServerErrors('contact', ['Too many messages. Please try again later.', 'email: is required'])).toEqual({
      fieldErrors: { email: CONTENT_FORM_MESSAGES.emailRequired },
      message: 'Too many messages. Please try again later.',
    });
    for (const text of Object.values(SERVER_FIELD_MESSAGES)) expect(text).not.toMatch(/orderNumber|^\w+:/);
  });
});
