import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { mount, unmountAll } from '@widgets/testing/mount.tsx';
import { Button } from './button.tsx';

afterEach(unmountAll);

describe('Button clickOnce (spec §5: the click-once guard)', () => {
  it('is disabled right after a click, ignores a second click meanwhile, and comes back', async () => {
    const onClick = vi.fn();
    await mount(<Button clickOnce={400} onClick={onClick}>保存</Button>);
    const button = page.getByRole('button', { name: '保存' });
    const element = button.element() as HTMLButtonElement;
    // two clicks in the same moment, as a double click sends them
    element.click();
    element.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    await expect.element(button).toBeDisabled();
    await expect.element(button).toBeEnabled();
    await button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('a submit button still submits its form once, and a quick second click sends nothing', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    await mount(
      <form onSubmit={onSubmit}>
        <Button type="submit" clickOnce>登录</Button>
      </form>,
    );
    const button = page.getByRole('button', { name: '登录' });
    await button.click();
    (button.element() as HTMLButtonElement).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await expect.element(button).toBeDisabled();
  });

  it('without clickOnce a button is not held', async () => {
    const onClick = vi.fn();
    await mount(<Button onClick={onClick}>搜索</Button>);
    const element = page.getByRole('button', { name: '搜索' }).element() as HTMLButtonElement;
    element.click();
    element.click();
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(element.disabled).toBe(false);
  });

  it('unmounting while held leaves no timer behind', async () => {
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const clearTimer = vi.spyOn(globalThis, 'clearTimeout');
    await mount(<Button clickOnce>删除</Button>);
    const before = setTimer.mock.results.length;
    (page.getByRole('button', { name: '删除' }).element() as HTMLButtonElement).click();
    const started = setTimer.mock.results.slice(before).map((result) => result.value as number);
    await unmountAll();
    const cleared = clearTimer.mock.calls.map(([id]) => id);
    expect(started.length).toBeGreaterThan(0);
    for (const id of started) expect(cleared).toContain(id);
    vi.restoreAllMocks();
  });
});
