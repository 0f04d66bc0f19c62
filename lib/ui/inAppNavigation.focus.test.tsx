import { act, fireEvent, render, screen } from '@testing-library/react';
import { PAGE_START_ID } from './inAppNavigation';
import { installedInAppNavigation } from '../../tests/helpers/inAppRouter';

// Its own file: these tests await, and in the other file's event loop jsdom would then follow the
// links those tests leave to the browser, logging "navigation not implemented".
const { router } = installedInAppNavigation();

describe('focus after navigating', () => {
  const page = (
    <>
      <nav>
        <a href="/category/bikinis">Bikinis</a>
        <a href="/category/bikinis?size=M" data-scroll="keep">
          M
        </a>
      </nav>
      <input aria-label="Search" />
      <main id={PAGE_START_ID} tabIndex={-1} />
    </>
  );
  const settle = () => act(() => Promise.resolve());

  test('a page change moves focus from the clicked link to the main content', async () => {
    render(page);
    const link = screen.getByRole('link', { name: 'Bikinis' });
    link.focus();
    fireEvent.click(link);
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  test('a filter link (data-scroll="keep") keeps focus on itself', async () => {
    render(page);
    const chip = screen.getByRole('link', { name: 'M' });
    chip.focus();
    fireEvent.click(chip);
    await settle();
    expect(document.activeElement).toBe(chip);
  });

  test('focus is left alone when the navigation was cancelled or the shopper started typing meanwhile', async () => {
    render(page);
    const link = screen.getByRole('link', { name: 'Bikinis' });
    router.push.mockImplementationOnce(() => Promise.resolve(false));
    link.focus();
    fireEvent.click(link);
    await settle();
    expect(document.activeElement).toBe(link);

    fireEvent.click(link);
    screen.getByRole('textbox', { name: 'Search' }).focus();
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
  });
});
