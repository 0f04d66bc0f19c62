import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ContentBlock, ContentPage as ContentPageData, FormBlock as FormBlockData, RichTextBlock } from '../../lib/content/types';
import { ContentBlocks } from './ContentBlocks';
import { ContentView } from '../pages/content/ContentView';
import { BrandProvider } from '../../lib/brand/context';
import { testBrand, testLayoutSettings } from '../../lib/brand/testFixtures';
import { CONTENT_FORM_MESSAGES, FORM_SERVER_ERROR } from '../../lib/content/forms';
import { SERVER_FIELD_MESSAGES } from '../../lib/content/formErrors';
import { ERROR_SCROLL_OFFSET } from '../../lib/ui/scrollToError';
import { fakeMatchMedia } from '../../tests/helpers/matchMedia';

function ContentPage({ page }: { page: ContentPageData }) {
  return (
    <BrandProvider brand={testBrand} settings={testLayoutSettings}>
      <ContentView page={page} path={`/${page.slug}`} />
    </BrandProvider>
  );
}

// @portabletext/react ships ESM only; see test-utils/requireEsm.ts.
jest.mock('@portabletext/react', () => jest.requireActual('./test-utils/requireEsm').requireEsm('@portabletext/react'));

const span = (_key: string, text: string, marks: string[] = []) => ({ _key, _type: 'span' as const, text, marks });

const richText: RichTextBlock = {
  _key: 'rt1',
  _type: 'richText',
  heading: 'About our leggings',
  body: [
    {
      _key: 'b1',
      _type: 'block',
      style: 'normal',
      markDefs: [
        { _key: 'l1', _type: 'link', href: '/photo-size-chart' },
        { _key: 'l2', _type: 'link', href: 'https://www.instagram.com/pureform.shop/' },
      ],
      children: [
        span('s1', 'Check the '),
        span('s2', 'size guide', ['l1']),
        span('s3', ' or follow us on '),
        span('s4', 'Instagram', ['l2', 'strong']),
        span('s5', '. They are '),
        span('s6', 'squat-proof', ['em']),
        span('s7', '.'),
      ],
    },
    { _key: 'b2', _type: 'block', style: 'h2', markDefs: [], children: [span('s8', 'Sizing')] },
    { _key: 'b3', _type: 'block', style: 'normal', listItem: 'bullet', level: 1, markDefs: [], children: [span('s9', 'XS to 3X')] },
  ],
};

const contactForm: FormBlockData = { _key: 'f1', _type: 'form', formId: 'contact', heading: 'Send us a message', intro: 'We reply within a day.' };
const feedbackForm: FormBlockData = { _key: 'f2', _type: 'form', formId: 'feedback', heading: 'Share your feedback' };

function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as unknown as Response;
}

const fetchMock = jest.fn();
const scrollMock = jest.fn();

let media: ReturnType<typeof fakeMatchMedia>;
beforeEach(() => {
  fetchMock.mockReset();
  scrollMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  window.scrollTo = scrollMock as unknown as typeof window.scrollTo;
  // Reduced motion: the scroll to a field in error happens at once, which makes its target easy to check.
  media = fakeMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'));
});
afterEach(() => media.restore());

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('ContentBlocks', () => {
  it('renders rich text with an internal Next link, an external link and marks — no raw HTML', () => {
    const { container } = render(<ContentBlocks blocks={[richText]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'About our leggings' })).toBeInTheDocument();
    // Headings inside a block with its own heading move down a level.
    expect(screen.getByRole('heading', { level: 3, name: 'Sizing' })).toBeInTheDocument();

    const internal = screen.getByRole('link', { name: 'size guide' });
    expect(internal).toHaveAttribute('href', '/photo-size-chart');
    expect(internal).not.toHaveAttribute('target');

    const external = screen.getByRole('link', { name: /Instagram/ });
    expect(external).toHaveAttribute('href', 'https://www.instagram.com/pureform.shop/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(external).toHaveTextContent('(opens in a new tab)');
    expect(within(external).getByText('Instagram').tagName).toBe('STRONG');

    expect(screen.getByText('squat-proof').tagName).toBe('EM');
    expect(screen.getByRole('listitem')).toHaveTextContent('XS to 3X');
    expect(container.innerHTML).not.toMatch(/dangerouslySetInnerHTML/);
  });

  it('renders images with size, alt text and lazy loading, and skips unknown block types', () => {
    const blocks = [
      {
        _key: 'g',
        _type: 'imageGrid',
        heading: 'Shop by category',
        images: [{ _key: 'i1', url: '/content/pf/product-1.svg', alt: 'Berry leggings', width: 600, height: 600, caption: 'Leggings', href: '/category/leggings' }],
      },
      { _key: 'x', _type: 'carousel', slides: [] },
    ] as unknown as ContentBlock[];
    render(<ContentBlocks blocks={blocks} />);
    const img = screen.getByRole('img', { name: 'Berry leggings' });
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: /Leggings/ })).toHaveAttribute('href', '/category/leggings');
  });

  it('gives the page one h1: the leading hero, or else the page title', () => {
    const base: ContentPageData = { _id: 'p', _type: 'page', _updatedAt: '', brand: 'pf', slug: 'terms', title: 'Terms of Service', description: '', noindex: false, layout: 'default', kind: null, blocks: [richText] };
    const { unmount } = render(<ContentPage page={base} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
    unmount();
    render(
      <ContentPage
        page={{
          ...base,
          blocks: [
            { _key: 'h', _type: 'hero', heading: 'Leggings that move like you do', image: { url: '/content/pf/hero.svg', alt: 'Leggings illustration', width: 1200, height: 600 }, cta: { label: 'Shop leggings', href: '/category/leggings' } },
            richText,
          ],
        }}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Leggings that move like you do');
    expect(screen.getByRole('img', { name: 'Leggings illustration' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('link', { name: 'Shop leggings' })).toHaveAttribute('href', '/category/leggings');
  });
});

describe('form block', () => {
  // FormBlock is split out with next/dynamic: each test waits for it to appear.
  async function renderForm(block: FormBlockData) {
    const view = render(<ContentBlocks blocks={[block]} />);
    await screen.findByRole('button', { name: /^Send / });
    return view;
  }

  it('marks every required field with one visible "*" only, the rating question too, and each control as required', async () => {
    await renderForm(feedbackForm);
    const rating = screen.getByRole('group', { name: 'How would you rate your experience?' });
    const marked = [
      ...['Your name', 'Email address', 'Your feedback'].map((label) => {
        const control = screen.getByRole('textbox', { name: label });
        expect(control).toBeRequired();
        return document.querySelector(`label[for="${control.id}"]`)!;
      }),
      rating.querySelector('legend')!,
    ];
    for (const radio of within(rating).getAllByRole('radio')) expect(radio).toBeRequired();
    // The same marker on each: the label, then ' *' (hidden from screen readers), nothing more.
    expect(marked.map((el) => el.textContent)).toEqual(['Your name *', 'Email address *', 'Your feedback *', 'How would you rate your experience? *']);
    for (const el of marked) expect(within(el as HTMLElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows inline errors for missing required fields without sending anything', async () => {
    await renderForm(contactForm);
    const name = screen.getByLabelText(/Your name/);
    name.getBoundingClientRect = () => ({ top: 400 }) as DOMRect;
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText(/Email address/)).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getByLabelText(/Message/)).toHaveAccessibleDescription('Please enter a message.');
    expect(screen.getByLabelText(/Order number/)).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveFocus();
    // Scrolls to the first invalid field with the 60 px offset.
    expect(scrollMock).toHaveBeenCalledWith(0, 400 - ERROR_SCROLL_OFFSET);
  });

  it("posts multipart form data and shows the server's error message", async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { errors: ['We could not find order #999 for that email address.'] }));
    await renderForm(contactForm);
    fill(/Your name/, 'Maya Lopez');
    fill(/Email address/, 'maya@example.com');
    fill(/Order number/, '#999');
    fill(/Message/, 'Where is my order?');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find order #999 for that email address.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api.php/form-submission?host=localhost');
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({ form: 'contact', name: 'Maya Lopez', email: 'maya@example.com', orderNumber: '#999', message: 'Where is my order?' });
    // The form stays filled in so the shopper can correct it.
    expect(screen.getByLabelText(/Message/)).toHaveValue('Where is my order?');
  });

  it('reads `error` and `err` too, and falls back to a generic message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: 'Service unavailable' }));
    await renderForm(contactForm);
    fill(/Your name/, 'Sam');
    fill(/Email address/, 'sam@example.com');
    fill(/Message/, 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');

    fetchMock.mockResolvedValueOnce(jsonResponse(502, null));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side'));

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("We couldn't send your message"));
  });

  it('checks the optional order number with the shop API’s rule and shows the problem on that field', async () => {
    await renderForm(contactForm);
    fill(/Your name/, 'Maya Lopez');
    fill(/Email address/, 'maya@example.com');
    fill(/Order number/, '<script>alert(1)</script>');
    fill(/Message/, 'Where is my order?');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    const order = screen.getByLabelText(/Order number/);
    await waitFor(() => expect(order).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(order).toHaveAttribute('aria-invalid', 'true');
    // The hint stays, the error is added: 'You can find it… An order number is digits only…'.
    expect(order).toHaveAccessibleDescription(`You can find it in your order confirmation email. ${CONTENT_FORM_MESSAGES.orderNumber}`);
    expect(screen.getByLabelText(/Your name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Typing clears the error; a real order number (with or without '#') is sent.
    fill(/Order number/, '#10042');
    expect(order).not.toHaveAttribute('aria-invalid');
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { id: 9 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Thanks!/);
    expect(Object.fromEntries(((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData).entries())).toMatchObject({ orderNumber: '#10042' });
  });

  it('shows a field error the server returns on that field, in plain words, and moves focus there', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { errors: ['orderNumber: must be an order number such as 10042'] }));
    const { container } = await renderForm(contactForm);
    fill(/Your name/, 'Maya Lopez');
    fill(/Email address/, 'maya@example.com');
    fill(/Order number/, '10042');
    fill(/Message/, 'Where is my order?');
    const submit = screen.getByRole('button', { name: 'Send message' });
    submit.focus();
    fireEvent.click(submit);

    const order = screen.getByLabelText(/Order number/);
    await waitFor(() => expect(order).toHaveFocus());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(order).toHaveAttribute('aria-invalid', 'true');
    expect(order).toHaveAccessibleDescription(expect.stringContaining(SERVER_FIELD_MESSAGES.orderNumber));
    expect(container).not.toHaveTextContent('orderNumber');
    expect(container).not.toHaveTextContent('must be an order number');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Message/)).toHaveValue('Where is my order?');
  });

  it('never shows an internal field name from the server: errors on no field of the form are a generic message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { errors: ['form: must be one of contact, feedback'] }));
    const { container } = await renderForm(contactForm);
    fill(/Your name/, 'Sam');
    fill(/Email address/, 'sam@example.com');
    fill(/Message/, 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORM_SERVER_ERROR);
    expect(container).not.toHaveTextContent('form:');
  });

  it('feedback form: checks the message length like the server, and maps the server’s field errors (first field focused)', async () => {
    await renderForm(feedbackForm);
    fill(/Your name/, 'Jo');
    fill(/Email address/, 'jo@example.com');
    fireEvent.click(screen.getByRole('radio', { name: /4 – Very good/ }));
    fill(/Your feedback/, 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    const feedback = screen.getByLabelText(/Your feedback/);
    await waitFor(() => expect(feedback).toHaveFocus());
    expect(feedback).toHaveAccessibleDescription(CONTENT_FORM_MESSAGES.messageTooShort);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(jsonResponse(400, { errors: ['rating: must be between 1 and 5', 'email: must be a valid email address'] }));
    fill(/Your feedback/, 'Love the joggers!');
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    const email = screen.getByLabelText(/Email address/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(SERVER_FIELD_MESSAGES.email);
    const rating = screen.getByRole('group', { name: /rate your experience/ });
    expect(rating).toHaveAttribute('aria-invalid', 'true');
    expect(rating).toHaveAccessibleDescription(SERVER_FIELD_MESSAGES.rating);
    expect(screen.queryByText(/^(rating|email):/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the feedback form with a rating and thanks the shopper', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { id: 42 } }));
    await renderForm(feedbackForm);
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5.')).toBeInTheDocument();

    fill(/Your name/, 'Jo');
    fill(/Email address/, 'jo@example.com');
    fireEvent.click(screen.getByRole('radio', { name: /5 – Excellent/ }));
    fill(/Your feedback/, 'Love the joggers!');
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/^Thanks!/);
    const body = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({ form: 'feedback', name: 'Jo', email: 'jo@example.com', rating: '5', message: 'Love the joggers!' });
  });
});
