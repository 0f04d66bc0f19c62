import { ERROR_SCROLL_OFFSET, scrollToFirstError } from './scrollToError';
import { fakeMatchMedia } from '../../tests/helpers/matchMedia';

// jsdom lays nothing out: each test gives the boxes it needs.
function place(el: Element, top: number, height = 20) {
  el.getBoundingClientRect = () => ({ top, bottom: top + height }) as DOMRect;
  el.getClientRects = () => [{ top, bottom: top + height }] as unknown as DOMRectList;
}

let media: ReturnType<typeof fakeMatchMedia>;
beforeEach(() => {
  media = fakeMatchMedia((q) => q.includes('reduce'));
  window.scrollTo = jest.fn();
  document.body.innerHTML = `
    <header style="position: sticky; top: 0">Store</header>
    <form>
      <div><label for="email">Email</label><input id="email" name="email"></div>
      <fieldset><legend>Rating</legend><input type="radio" name="rating" value="1"></fieldset>
    </form>`;
});
afterEach(() => media.restore());

const byName = (name: string) => document.querySelector<HTMLElement>(`[name="${name}"]`)!;

test("the field's label ends up the offset below the sticky header's bottom, and the field takes focus", () => {
  place(document.querySelector('header')!, 0, 61);
  place(document.querySelector('label')!, 400);
  place(byName('email'), 425, 44);
  expect(scrollToFirstError({ email: 'Required' })).toBe('email');
  expect(window.scrollTo).toHaveBeenCalledWith(0, 400 - 61 - ERROR_SCROLL_OFFSET);
  expect(byName('email')).toHaveFocus();
});

test("a radio group's legend counts as its label", () => {
  place(document.querySelector('header')!, 0, 61);
  place(document.querySelector('legend')!, 700);
  place(byName('rating'), 730);
  scrollToFirstError({ rating: 'Pick one' });
  expect(window.scrollTo).toHaveBeenCalledWith(0, 700 - 61 - ERROR_SCROLL_OFFSET);
});

test('a header that does not stick and a label that is not rendered leave the field itself 60 px from the top', () => {
  document.querySelector('header')!.removeAttribute('style');
  place(document.querySelector('header')!, 0, 61);
  place(byName('email'), 500, 44);
  scrollToFirstError({ email: 'Required' });
  expect(window.scrollTo).toHaveBeenCalledWith(0, 500 - ERROR_SCROLL_OFFSET);
});
