import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { $toasts } from '@shared/feedback.ts';
import { mount, unmountAll } from '@widgets/testing/mount.tsx';
import { onDemand } from './on-demand.ts';

afterEach(async () => {
  await unmountAll();
  $toasts.set([]);
});

type Part = { Shown: () => React.JSX.Element };
const part: Part = { Shown: () => <p>对话框</p> };

/** A button that asks for the part, as a list asks for its upload dialog; closes again when the part cannot load. */
function Opener({ usePart, onFailed = () => undefined }: { usePart: ReturnType<typeof onDemand<Part>>; onFailed?: () => void }) {
  const [open, setOpen] = useState(false);
  const loaded = usePart(open, () => {
    setOpen(false);
    onFailed();
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>打开</button>
      {open && loaded && <loaded.Shown />}
    </>
  );
}

describe('onDemand (a part loaded when it is first needed)', () => {
  it('loads nothing until asked, then once for every user of it', async () => {
    const load = vi.fn(() => Promise.resolve(part));
    const usePart = onDemand(load);
    await mount(
      <>
        <Opener usePart={usePart} />
        <Opener usePart={usePart} />
      </>,
    );
    expect(load).not.toHaveBeenCalled();
    await page.getByRole('button', { name: '打开' }).first().click();
    await expect.element(page.getByText('对话框')).toBeVisible();
    await page.getByRole('button', { name: '打开' }).last().click();
    await expect.poll(() => page.getByText('对话框').all().length).toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a part that cannot load shows the network error and gives up the request; asking again loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(part);
    const onFailed = vi.fn();
    await mount(<Opener usePart={onDemand<Part>(load)} onFailed={onFailed} />);
    await page.getByRole('button', { name: '打开' }).click();
    await expect.poll(() => $toasts.get().map((toast) => [toast.kind, toast.message])).toEqual([['error', '网络异常，请检查网络连接']]);
    expect(onFailed).toHaveBeenCalledTimes(1);
    await page.getByRole('button', { name: '打开' }).click();
    await expect.element(page.getByText('对话框')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
