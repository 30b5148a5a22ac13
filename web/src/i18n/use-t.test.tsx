import { act, cleanup, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useState, type ReactNode } from 'react';
import { afterEach, expect, it } from 'vitest';
import { chooseLanguage, defineArea } from './i18n.js';
import { useT } from './use-t.js';

afterEach(async () => {
  cleanup();
  await chooseLanguage('ro');
});

/** A download the test lets through when it wants. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

// Issue #37: a page whose area's English was still downloading suspended in React's `use()`; the
// catalogue arrived, React replayed the page, and useT then skipped the call, so the hooks after it
// (react-query's in the manager's forecast) broke the replay: "Update hook called on initial render".
it('a page shown in English while its catalogue downloads renders once it arrives, hooks after useT included', async () => {
  await chooseLanguage('en');
  const download = gate();
  const area = defineArea<'probe.hello'>(
    'probe',
    { 'probe.hello': 'Bună ziua' },
    {
      en: () => download.opened.then(() => ({ messages: { 'probe.hello': 'Good day' } })),
    },
  );
  function Page() {
    const t = useT(area);
    const [times] = useState(1); // a hook after useT, as every page has
    return <p>{`${t('probe.hello')} ×${times}`}</p>;
  }
  let show!: () => void;
  function Shell({ children }: { children: ReactNode }) {
    const [shown, setShown] = useState(false);
    show = () => startTransition(() => setShown(true)); // as a lazy section opens: the render may be replayed
    return shown ? children : <p>closed</p>;
  }
  const recovered: unknown[] = []; // React rendered the root again after an error: the page had broken
  render(
    <Suspense fallback={<p>loading</p>}>
      <Shell>
        <Page />
      </Shell>
    </Suspense>,
    { onRecoverableError: (e) => recovered.push(e) },
  );
  await act(async () => {
    show();
    await Promise.resolve();
    download.open();
  });
  expect(await screen.findByText('Good day ×1')).toBeTruthy();
  expect(recovered).toEqual([]);
});
