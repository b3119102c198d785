import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { loadable } from './loadable';

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

/** A chunk that arrives when the test says so. */
function deferredChunk() {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<{ default: typeof Hello; extra: string }>((resolve, reject) => {
      arrive = () => {
        resolve({ default: Hello, extra: 'more' });
      };
      fail = reject;
    });
  };
  return { load, arrive: () => { arrive(); }, fail: (error: Error) => { fail(error); }, calls: () => calls };
}

describe('loadable', () => {
  it('renders at once, without a fallback, once load() has settled, and hands back the whole chunk', async () => {
    const chunk = deferredChunk();
    const Page = loadable(chunk.load);
    const loading = Page.load();
    expect(Page.load()).toBe(loading);
    await act(async () => {
      chunk.arrive();
      await loading;
    });
    await expect(loading).resolves.toMatchObject({ extra: 'more' });
    let fallbacks = 0;
    function Fallback() {
      fallbacks += 1;
      return <p>loading</p>;
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Page name="line 3" />
      </Suspense>,
    );
    // Synchronously, in the first render: no fallback was ever rendered.
    expect(screen.getByText('hello line 3')).toBeTruthy();
    expect(fallbacks).toBe(0);
    expect(chunk.calls()).toBe(1);
  });

  it('suspends like React.lazy when rendered before its chunk arrives', async () => {
    const chunk = deferredChunk();
    const Page = loadable(chunk.load);
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Page name="line 4" />
        </Suspense>,
      );
      await Promise.resolve();
    });
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {
      chunk.arrive();
      await Page.load();
    });
    expect(await screen.findByText('hello line 4')).toBeTruthy();
  });

  it('tries a failed download again on the next load', async () => {
    const chunk = deferredChunk();
    const Page = loadable(chunk.load);
    const first = Page.load();
    chunk.fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = Page.load();
    expect(second).not.toBe(first);
    chunk.arrive();
    await expect(second).resolves.toMatchObject({ extra: 'more' });
    expect(chunk.calls()).toBe(2);
  });
});
