import { act, useLayoutEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DeferHydration } from './DeferHydration';

function Counter({ log }: { log: string[] }) {
  const [n, setN] = useState(0);
  useLayoutEffect(() => {
    log.push('content committed');
  }, [log]);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      Clicked {n}
    </button>
  );
}

function Shell({ log, children }: { log: string[]; children: ReactNode }) {
  useLayoutEffect(() => {
    log.push('shell committed');
  }, [log]);
  return <main>{children}</main>;
}

async function serverRenderThenHydrate(wrap: (c: ReactNode) => ReactNode) {
  const log: string[] = [];
  const tree = <Shell log={log}>{wrap(<Counter log={log} />)}</Shell>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.appendChild(container);
  const serverButton = container.querySelector('button');
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (e) => errors.push(e) });
  });
  return { log, container, serverButton, errors };
}

// Testing Library sets this when it is imported; these tests drive React's own act() directly.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  document.body.innerHTML = '';
});

test('the server HTML holds the content, and hydration keeps it (same node, no mismatch) and makes it work', async () => {
  const { container, serverButton, errors } = await serverRenderThenHydrate((c) => <DeferHydration>{c}</DeferHydration>);
  expect(serverButton?.textContent).toBe('Clicked 0');
  const button = container.querySelector('button');
  expect(button).toBe(serverButton);
  await act(async () => button?.click());
  expect(button?.textContent).toBe('Clicked 1');
  expect(errors).toEqual([]);
});

test('the content is hydrated in a later pass than the page around it', async () => {
  const deferred = await serverRenderThenHydrate((c) => <DeferHydration>{c}</DeferHydration>);
  expect(deferred.log).toEqual(['shell committed', 'content committed']);
  // Without the boundary, React commits children first, in the same pass as the shell.
  const inline = await serverRenderThenHydrate((c) => c);
  expect(inline.log).toEqual(['content committed', 'shell committed']);
});
