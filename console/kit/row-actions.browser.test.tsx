/** A row's actions look alike whether they lead somewhere (a link) or do something (a button). */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mount, unmountAll } from '@widgets/testing/mount.tsx';
import { RowActions } from './row-actions.tsx';

afterEach(unmountAll);

const LOOKS = ['color', 'textDecorationLine', 'fontSize', 'fontWeight', 'lineHeight', 'height', 'paddingLeft', 'paddingRight', 'borderTopWidth', 'display', 'alignItems'] as const;
const looks = (element: Element) => Object.fromEntries(LOOKS.map((property) => [property, getComputedStyle(element)[property]]));

describe('RowActions', () => {
  it('draws a row link and a row button in one style, not underlined', async () => {
    const row = { id: 1, title: '写作入门' };
    const router = createMemoryRouter(
      [{ path: '*', element: <RowActions row={row} name={row.title} actions={[{ label: '课时', to: () => '/course/lesson?course=1' }, { label: '上架', run: () => undefined }]} /> }],
    );
    const host = await mount(<RouterProvider router={router} />);
    await expect.element(page.getByRole('link', { name: '课时：写作入门' })).toBeVisible();
    const link = host.querySelector('.lc-list__actions a')!;
    const button = host.querySelector('.lc-list__actions button')!;
    expect(getComputedStyle(link).textDecorationLine).toBe('none');
    expect(looks(link)).toEqual(looks(button));
    // side by side on one line, of one height
    const [a, b] = [link.getBoundingClientRect(), button.getBoundingClientRect()];
    expect([a.top, a.height]).toEqual([b.top, b.height]);
  });
});
