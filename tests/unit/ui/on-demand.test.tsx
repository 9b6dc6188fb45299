// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type OnDemand, onDemand, useOpenOnDemand } from '../../../src/ui/on-demand';

// issue 17: a part loaded on demand is fetched once, opens only once its chunk is there, and a
// failed fetch is said and tried again on the next click.

afterEach(cleanup);

function Panel({ open }: { open: boolean }) {
  return open ? <p>panel open</p> : <p>panel closed</p>;
}

/** An importer the test settles by hand, as a chunk download would. */
function deferredImporter() {
  const settle: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const importer = vi.fn(
    () =>
      new Promise<typeof Panel>((resolve, reject) => {
        settle.push({ resolve: () => resolve(Panel), reject });
      }),
  );
  return { importer, settle };
}

function Trigger({
  part,
  onLoadFailed,
  ready,
}: {
  part: OnDemand<{ open: boolean }>;
  onLoadFailed: () => void;
  ready?: () => Promise<unknown>;
}) {
  const { open, Component, triggerProps } = useOpenOnDemand(part, onLoadFailed, ready);
  return (
    <>
      <button type="button" {...triggerProps}>
        settings
      </button>
      {Component && <Component open={open} />}
    </>
  );
}

describe('onDemand', () => {
  it('fetches the chunk once, however often it is asked for', async () => {
    const { importer, settle } = deferredImporter();
    const part = onDemand(importer);
    const first = part.load();
    const second = part.load();
    expect(part.component).toBeNull();
    settle[0].resolve();
    await expect(first).resolves.toBe(Panel);
    await expect(second).resolves.toBe(Panel);
    expect(part.component).toBe(Panel);
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    const { importer, settle } = deferredImporter();
    const part = onDemand(importer);
    const failed = part.load();
    settle[0].reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(part.component).toBeNull();
    const retried = part.load();
    settle[1].resolve();
    await expect(retried).resolves.toBe(Panel);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('useOpenOnDemand', () => {
  it('preloads when the trigger is pointed at or focused, and opens on a click once loaded', async () => {
    const { importer, settle } = deferredImporter();
    const onLoadFailed = vi.fn();
    render(<Trigger part={onDemand(importer)} onLoadFailed={onLoadFailed} />);
    const trigger = screen.getByRole('button', { name: 'settings' });
    fireEvent.pointerEnter(trigger);
    fireEvent.focus(trigger);
    expect(importer).toHaveBeenCalledTimes(1);
    fireEvent.click(trigger);
    // the chunk is still loading: nothing is mounted yet, so nothing can close at once
    expect(screen.queryByText(/panel/)).toBeNull();
    await act(async () => settle[0].resolve());
    expect(await screen.findByText('panel open')).toBeTruthy();
    expect(onLoadFailed).not.toHaveBeenCalled();
  });

  it('stays closed and says so when the chunk cannot be fetched; the next click tries again', async () => {
    const { importer, settle } = deferredImporter();
    const onLoadFailed = vi.fn();
    render(<Trigger part={onDemand(importer)} onLoadFailed={onLoadFailed} />);
    const trigger = screen.getByRole('button', { name: 'settings' });
    fireEvent.click(trigger);
    await act(async () => settle[0].reject(new Error('offline')));
    expect(onLoadFailed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/panel/)).toBeNull();
    fireEvent.click(trigger);
    await act(async () => settle[1].resolve());
    expect(await screen.findByText('panel open')).toBeTruthy();
  });

  it('opens once what the part shows first has come too, and also when that failed', async () => {
    for (const outcome of ['resolve', 'reject'] as const) {
      const { importer, settle } = deferredImporter();
      let settleData: Record<typeof outcome, (value?: unknown) => void> | null = null;
      const ready = vi.fn(() => new Promise((resolve, reject) => (settleData = { resolve, reject })));
      render(<Trigger part={onDemand(importer)} onLoadFailed={vi.fn()} ready={ready} />);
      fireEvent.click(screen.getByRole('button', { name: 'settings' }));
      await act(async () => settle[0].resolve());
      // the chunk is there, the data is not: still closed (a skeleton would be swapped for the form)
      expect(screen.queryByText(/panel/)).toBeNull();
      await act(async () => settleData?.[outcome](new Error('no answer')));
      expect(await screen.findByText('panel open')).toBeTruthy();
      cleanup();
    }
  });
});
